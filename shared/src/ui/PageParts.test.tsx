import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { lagosToday } from '../features/dates';
import { Badge } from './Badge';
import { DateRangeFields } from './DateRangeFields';
import { LoadState, type LoadStateProps } from './LoadState';
import { Page } from './Page';
import { Section } from './Section';

describe('Page and Section', () => {
  it('gives the page its one h1 and intro, and each section a region named by its h2', () => {
    render(
      <Page title="Wallet" intro="Your balance and history">
        <Section title="Withdrawals" actions={<button type="button">Refresh</button>}>
          <p>none yet</p>
        </Section>
      </Page>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Wallet']);
    expect(screen.getByText('Your balance and history')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Withdrawals' });
    expect(region).toContainElement(screen.getByRole('button', { name: 'Refresh' }));
    expect(region).toHaveTextContent('none yet');
  });
});

describe('Badge', () => {
  it('says its status in words', () => {
    render(<Badge tone="danger">Reversed</Badge>);
    expect(screen.getByText('Reversed')).toBeInTheDocument();
  });
});

describe('LoadState', () => {
  const base: LoadStateProps = {
    loading: false, error: null, empty: false, loadingLabel: 'Loading cards…', emptyTitle: 'No cards yet', onRetry: () => undefined, hasData: true,
    children: <p>the cards</p>,
  };

  it('shows a labelled spinner while the first load runs', () => {
    render(<LoadState {...base} loading hasData={false} />);
    expect(screen.getByText('Loading cards…')).toBeInTheDocument();
    expect(screen.queryByText('the cards')).not.toBeInTheDocument();
  });

  it('keeps data on screen while a newer page loads', () => {
    render(<LoadState {...base} loading />);
    expect(screen.getByText('the cards')).toBeInTheDocument();
  });

  it('shows the error with a Retry that calls onRetry', async () => {
    const onRetry = jest.fn();
    render(<LoadState {...base} error="Internet Error, Please check your internet and try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Internet Error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state once loaded with nothing', () => {
    render(<LoadState {...base} empty />);
    expect(screen.getByText('No cards yet')).toBeInTheDocument();
    expect(screen.queryByText('the cards')).not.toBeInTheDocument();
  });
});

describe('DateRangeFields', () => {
  function Range({ error }: { error?: string }) {
    const [from, setFrom] = useState('2026-01-10');
    const [to, setTo] = useState('');
    return <DateRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} error={error} />;
  }

  it('labels From and To, stops both at today in Lagos and keeps To on or after From', () => {
    render(<Range />);
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveAttribute('max', lagosToday());
    expect(to).toHaveAttribute('max', lagosToday());
    expect(to).toHaveAttribute('min', '2026-01-10');
  });

  it('shows the range error under To', () => {
    render(<Range error="The start date must be on or before the end date" />);
    expect(screen.getByText('The start date must be on or before the end date')).toBeInTheDocument();
  });
});
