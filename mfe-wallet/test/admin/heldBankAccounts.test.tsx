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
});
