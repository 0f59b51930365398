import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@coop/shared';
import { adminUser, mockApi, signIn } from '@coop/shared/testing';
import WithdrawalsPanel from '../../src/admin/WithdrawalsPanel';
import LockedWithdrawalsPanel from '../../src/admin/LockedWithdrawalsPanel';
import { renderPage } from '../support/renderPage';
import { adminWithdrawal, keyset } from './fixtures';

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

/** the URL's query, on show so the test can read it */
function QueryProbe() {
  return <p data-testid="query">{useLocation().search}</p>;
}
const query = () => screen.getByTestId('query').textContent;

const rowWith = (text: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;

describe('the administrator’s own rows', () => {
  it('a withdrawal of one’s own is marked Yours in the list; the others are not', async () => {
    const mine = adminWithdrawal({ id: 44, reference: 'WD-44', member_name: 'Ada Admin', member_email: 'admin@example.com', yours: true });
    mockApi({ 'GET admin/withdrawals': { body: keyset([mine, adminWithdrawal()]) } });
    renderPage(<WithdrawalsPanel />);
    await screen.findByText('WD-44');
    expect(within(rowWith('WD-44')).getByText('Yours')).toBeVisible();
    expect(within(rowWith('WD-000007-31')).queryByText('Yours')).not.toBeInTheDocument();
  });

  it('a withdrawal lock of one’s own is marked Yours, with no Unlock', async () => {
    const lock = { user_id: 7, member_name: 'Ada Okafor', member_email: 'ada@example.com', locked_at: '2026-11-20T09:00:00.000Z', yours: false };
    mockApi({ 'GET admin/pin_locks': { body: { data: [{ ...lock, user_id: 1, member_name: 'Ada Admin', member_email: 'admin@example.com', yours: true }, lock] } } });
    renderPage(<LockedWithdrawalsPanel />);
    await screen.findByText('Ada Admin');
    const mine = rowWith('admin@example.com');
    expect(within(mine).getByText('Yours')).toBeVisible();
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowWith('ada@example.com')).getByRole('button', { name: 'Unlock withdrawals for Ada Okafor' })).toBeInTheDocument();
  });
});

describe('the withdrawals’ state and search in the URL', () => {
  it('opens at the state and search the URL names, a typed search goes into the URL, and a new state keeps it', async () => {
    const api = mockApi({ 'GET admin/withdrawals': (call) => ({ body: keyset([adminWithdrawal({ status: 'reversed', failure_reason: `Search ${call.query.search ?? 'none'}` })]) }) });
    const { user } = renderPage(
      <>
        <WithdrawalsPanel />
        <QueryProbe />
      </>, { path: '/dashboard/money/*', route: '/dashboard/money?part=withdrawals&status=reversed&search=amaka' });
    expect(await screen.findByText('Search amaka')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reversed' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Search by member')).toHaveValue('amaka');
    expect(api.calls[0].query).toEqual({ status: 'reversed', search: 'amaka', limit: '25' });

    await user.clear(screen.getByLabelText('Search by member'));
    await user.type(screen.getByLabelText('Search by member'), 'obi');
    expect(await screen.findByText('Search obi')).toBeInTheDocument();
    await waitFor(() => expect(query()).toBe('?part=withdrawals&status=reversed&search=obi'));

    await user.click(screen.getByRole('tab', { name: 'Stuck' }));
    await waitFor(() => expect(api.calls.at(-1)!.query).toEqual({ status: 'stuck', search: 'obi', limit: '25' }));
    expect(query()).toBe('?part=withdrawals&status=stuck&search=obi');
  });
});
