import { screen, within } from '@testing-library/react';
import type { HeldBankAccount } from '@coop/api/contract';
import HeldBankAccountsPanel from '../../src/admin/HeldBankAccountsPanel';
import { mockApi } from '@coop/shared/testing';
import { renderPage } from '../support/renderPage';

const held: HeldBankAccount = {
  id: 7,
  member: { id: 3, name: 'Ngozi Okafor', email: 'ngozi@example.com' },
  bank_name: 'Guaranty Trust Bank',
  account_no: '0123456785',
  account_name: 'BELLO MUSA',
  created_at: '2026-11-23T10:00:00.000Z',
  yours: false,
};

describe('Held bank accounts panel', () => {
  it('shows the name the bank gave beside the profile name, and approves', async () => {
    let list = [held];
    const api = mockApi({
      'GET admin/bank_accounts/held': () => ({ body: { success: true, data: list } }),
      'POST admin/bank_accounts/7/approve': () => {
        list = [];
        return { body: { success: true, message: 'Bank account approved: withdrawals can be paid into it' } };
      },
    });
    const { user } = renderPage(<HeldBankAccountsPanel />);
    const table = await screen.findByRole('table', { name: 'Bank accounts held for review' });
    const row = within(table).getAllByRole('row').find((r) => r.textContent?.includes('ngozi@example.com'))!;
    expect(row).toHaveTextContent('Ngozi Okafor');
    expect(row).toHaveTextContent('BELLO MUSA');
    expect(row).toHaveTextContent('Guaranty Trust Bank · 0123456785');
    await user.click(within(row).getByRole('button', { name: "Approve Ngozi Okafor's account" }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ngozi Okafor: Bank account approved: withdrawals can be paid into it');
    expect(api.callsTo('POST', 'admin/bank_accounts/7/approve')).toHaveLength(1);
    expect(await screen.findByText('No bank accounts are waiting for review')).toBeInTheDocument();
  });

  it('rejects, and shows a refusal without losing the list', async () => {
    const api = mockApi({
      'GET admin/bank_accounts/held': { body: { success: true, data: [held] } },
      'POST admin/bank_accounts/7/reject': { status: 409, body: { success: false, message: 'This bank account is no longer waiting for review' } },
    });
    const { user } = renderPage(<HeldBankAccountsPanel />);
    await user.click(await screen.findByRole('button', { name: "Reject Ngozi Okafor's account" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This bank account is no longer waiting for review');
    expect(api.callsTo('POST', 'admin/bank_accounts/7/reject')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Bank accounts held for review' })).toBeInTheDocument();
  });

  it('marks the administrator’s own account Yours, with no decision buttons, beside the others', async () => {
    mockApi({
      'GET admin/bank_accounts/held': {
        body: { success: true, data: [held, { ...held, id: 8, member: { id: 1, name: 'Ada Admin', email: 'admin@example.com' }, yours: true }] },
      },
    });
    renderPage(<HeldBankAccountsPanel />);
    const table = await screen.findByRole('table', { name: 'Bank accounts held for review' });
    const mine = within(table).getAllByRole('row').find((r) => r.textContent?.includes('admin@example.com'))!;
    expect(within(mine).getByText('Yours')).toBeVisible();
    expect(mine).toHaveTextContent('Your own bank account: another administrator decides');
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    const theirs = within(table).getAllByRole('row').find((r) => r.textContent?.includes('ngozi@example.com'))!;
    expect(within(theirs).queryByText('Yours')).not.toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: "Approve Ngozi Okafor's account" })).toBeInTheDocument();
  });

  it('shows the API’s refusal of a decision on one’s own account', async () => {
    const refusal = 'This is your own bank account: another administrator must decide on it';
    mockApi({
      'GET admin/bank_accounts/held': { body: { success: true, data: [held] } },
      'POST admin/bank_accounts/7/approve': { status: 403, body: { success: false, message: refusal } },
    });
    const { user } = renderPage(<HeldBankAccountsPanel />);
    await user.click(await screen.findByRole('button', { name: "Approve Ngozi Okafor's account" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('shows a load error with a retry', async () => {
    mockApi({ 'GET admin/bank_accounts/held': { status: 403, body: { success: false, message: 'Forbidden' } } });
    renderPage(<HeldBankAccountsPanel />);
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });

  it('searches by member once the typing pauses, and loads more from the last account shown', async () => {
    const later = { ...held, id: 9, member: { id: 4, name: 'Tunde Bello', email: 'tunde@example.com' } };
    const api = mockApi({
      'GET admin/bank_accounts/held': (call) =>
        call.query.before === '7'
          ? { body: { success: true, data: [later], next_before: null } }
          : call.query.search
            ? { body: { success: true, data: [], next_before: null } }
            : { body: { success: true, data: [held], next_before: 7 } },
    });
    const { user } = renderPage(<HeldBankAccountsPanel />);
    await screen.findByText('BELLO MUSA');
    expect(api.calls[0].query).toEqual({ limit: '25' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/Tunde Bello/)).toBeInTheDocument();
    expect(screen.getByText(/Ngozi Okafor/)).toBeInTheDocument();
    expect(api.calls.at(-1)!.query).toEqual({ before: '7', limit: '25' });
    await user.type(screen.getByLabelText('Search by member'), 'zainab');
    expect(await screen.findByText('No held bank account of a member matching “zainab”')).toBeInTheDocument();
    expect(api.calls.at(-1)!.query).toEqual({ search: 'zainab', limit: '25' });
  });
});
