import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { ProgressBar } from './ProgressBar';
import { Stat } from './Stat';
import { Card } from './Card';

describe('state and display components', () => {
  it('ErrorState shows the message as an alert with a Retry button', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="Internet Error, Please check your internet and try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Internet Error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('EmptyState shows its title, text and action', () => {
    render(<EmptyState title="No notifications" description="You are all caught up." action={<button type="button">Refresh</button>} />);
    expect(screen.getByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('ProgressBar exposes its value, clamped', () => {
    render(<ProgressBar label="School fees" value={150} valueText="₦30,000.00 of ₦20,000.00" />);
    const bar = screen.getByRole('progressbar', { name: 'School fees' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '₦30,000.00 of ₦20,000.00');
  });

  it('Stat groups a label with its value; Card is a region named by its title', () => {
    render(
      <Card title="Balances" actions={<button type="button">Refresh</button>}>
        <Stat label="Wallet balance" value="₦1,500.00" />
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Balances' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Wallet balance' })).toHaveTextContent('₦1,500.00');
  });
});
