import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, mockApi, signIn } from '@coop/shared/testing';
import WithdrawalsPanel from '../../src/admin/WithdrawalsPanel';
import LockedWithdrawalsPanel from '../../src/admin/LockedWithdrawalsPanel';
import { page } from '../support/fixtures';
import { renderPage } from '../support/renderPage';
import { adminWithdrawal } from './fixtures';

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

const rowWith = (text: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;

describe('the administrator’s own rows', () => {
  it('a pending withdrawal of one’s own is marked Yours, with no Retry or Void', async () => {
    const mine = adminWithdrawal({ id: 44, reference: 'WD-44', member_name: 'Ada Admin', member_email: 'admin@example.com', yours: true });
    mockApi({ 'GET admin/withdrawals': { body: page([mine, adminWithdrawal()]) } });
    renderPage(<WithdrawalsPanel />);
    await screen.findByText('WD-44');
    const row = rowWith('WD-44');
    expect(within(row).getByText('Yours')).toBeVisible();
    expect(row).toHaveTextContent('Your own withdrawal: another administrator decides');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowWith('WD-000007-31')).getByRole('button', { name: 'Retry WD-000007-31' })).toBeInTheDocument();
    expect(within(rowWith('WD-000007-31')).queryByText('Yours')).not.toBeInTheDocument();
  });

  it('shows the API’s refusal when a decision on one’s own withdrawal is tried', async () => {
    const refusal = 'This is your own withdrawal: another administrator must decide on it';
    mockApi({
      'GET admin/withdrawals': { body: page([adminWithdrawal()]) },
      'POST admin/withdrawals/31/retry': { status: 403, body: { success: false, message: refusal } },
    });
    const { user } = renderPage(<WithdrawalsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Retry WD-000007-31' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
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

describe('the withdrawals’ state and page in the URL', () => {
  it('opens at the state and page the URL names, and a new state starts at page 1', async () => {
    const api = mockApi({ 'GET admin/withdrawals': (call) => ({ body: page([adminWithdrawal({ status: 'reversed', failure_reason: `Page ${call.query.page}` })], { current_page: Number(call.query.page), last_page: 3 }) }) });
    const { user } = renderPage(<WithdrawalsPanel />, { path: '/dashboard/money/*', route: '/dashboard/money?part=withdrawals&status=reversed&page=2' });
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reversed' })).toHaveAttribute('aria-selected', 'true');
    expect(api.calls[0].query).toEqual({ status: 'reversed', page: '2' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 3')).toBeInTheDocument();
    expect(api.calls.at(-1)!.query).toEqual({ status: 'reversed', page: '3' });

    await user.click(screen.getByRole('tab', { name: 'Stuck' }));
    await waitFor(() => expect(api.calls.at(-1)!.query).toEqual({ status: 'stuck', page: '1' }));
  });
});
