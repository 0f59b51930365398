import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { useLocation } from '@coop/shared/core';
import { useTabParam, tabFrom } from '../hooks/useTabParam';
import { TabFrame } from './TabFrame';

const IDS = ['my-loan', 'my-group', 'approvals'] as const;
type Id = (typeof IDS)[number];
const built: string[] = [];

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

function LoanPage() {
  const [tab, choose] = useTabParam<Id>('tab', IDS, 'my-loan', { group: 'my-group' });
  const panel = (text: string) => () => {
    built.push(text);
    return <p>{text}</p>;
  };
  return (
    <>
      <TabFrame
        title="Loan"
        intro="Interest-free loans"
        top={<p>Header cards</p>}
        label="Loans"
        current={tab}
        onSelect={choose}
        tabs={[
          { id: 'my-loan', label: 'MY LOAN', panel: panel('My loans') },
          { id: 'my-group', label: 'MY GROUP', panel: panel('My group') },
          { id: 'approvals', label: 'APPROVALS', panel: panel('Approvals') },
        ]}
      />
      <Where />
    </>
  );
}

beforeEach(() => {
  built.length = 0;
});

const renderAt = (route: string) =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <LoanPage />
    </MemoryRouter>,
  );

describe('TabFrame with the tab in the URL', () => {
  it('marks the tab the URL names (its old name too), and builds only its panel', () => {
    renderAt('/loan?tab=group');
    expect(screen.getByRole('heading', { level: 1, name: 'Loan' })).toBeInTheDocument();
    expect(screen.getByText('Header cards')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'MY GROUP' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'MY GROUP' })).toHaveTextContent('My group');
    expect(built).toEqual(['My group']);
  });

  it('opens the default tab for an unknown name, and a choice by keyboard goes into the URL', async () => {
    const user = userEvent.setup();
    renderAt('/loan?tab=nonsense');
    const first = screen.getByRole('tab', { name: 'MY LOAN' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    first.focus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'APPROVALS' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'APPROVALS' })).toHaveTextContent('Approvals');
    expect(screen.getByTestId('where')).toHaveTextContent('?tab=approvals');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('where')).toHaveTextContent('?tab=my-loan');
  });

  it('reads a tab from a query value', () => {
    expect(tabFrom(null, IDS, 'my-loan')).toBe('my-loan');
    expect(tabFrom('approvals', IDS, 'my-loan')).toBe('approvals');
    expect(tabFrom('group', IDS, 'my-loan', { group: 'my-group' })).toBe('my-group');
  });
});
