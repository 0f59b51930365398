import { screen, within } from '@testing-library/react';
import { adminUser, mockApi, signIn } from '@coop/shared/testing';
import MemberSavingsPanel from '../../src/admin/MemberSavingsPanel';
import { renderPage } from '../support/renderPage';
import { memberSavings } from './fixtures';

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

describe('Member savings panel', () => {
  it("finds a member by e-mail and shows their packages, plans with autosave, liens and latest transactions", async () => {
    const api = mockApi({ 'GET admin/savings/member': { body: memberSavings } });
    const { user } = renderPage(<MemberSavingsPanel />);
    await user.type(screen.getByLabelText(/Member’s e-mail/), ' Amaka@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Show savings' }));
    expect(await screen.findByText(/Amaka Obi · amaka@example.com · Member/)).toBeInTheDocument();
    expect(api.calls[0].query).toEqual({ email: 'Amaka@Example.com' });
    expect(screen.getByRole('group', { name: 'Regular savings' })).toHaveTextContent('₦25,000.00');
    expect(screen.getByRole('group', { name: 'Shareholdings' })).toHaveTextContent('₦10,000.00');
    expect(screen.getByRole('group', { name: 'Pledged' })).toHaveTextContent('₦3,000.00');
    const plans = screen.getByRole('table', { name: 'Plans and targets' });
    const target = within(plans).getAllByRole('row').find((row) => row.textContent?.includes('School fees'))!;
    expect(target).toHaveTextContent('Paused (3 failures)');
    expect(target).toHaveTextContent('₦100,000.00 by');
    const regular = within(plans).getAllByRole('row').find((row) => row.textContent?.includes('Regular savings'))!;
    expect(regular).toHaveTextContent('Autosave on');
    expect(regular).toHaveTextContent('₦2,000.00 weekly');
    expect(screen.getByRole('table', { name: 'Liens' })).toHaveTextContent('Guarantee');
    expect(screen.getByRole('table', { name: 'Liens' })).toHaveTextContent('LN-44');
    expect(screen.getByRole('table', { name: 'Latest savings transactions' })).toHaveTextContent('+₦2,000.00');
  });

  it('asks for an e-mail before searching', async () => {
    const api = mockApi({});
    const { user } = renderPage(<MemberSavingsPanel />);
    await user.click(screen.getByRole('button', { name: 'Show savings' }));
    expect(await screen.findByText('Enter the member’s e-mail address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says when the member has no plans, liens or transactions', async () => {
    mockApi({ 'GET admin/savings/member': { body: { ...memberSavings, plans: [], liens: [], transactions: [] } } });
    const { user } = renderPage(<MemberSavingsPanel />);
    await user.type(screen.getByLabelText(/Member’s e-mail/), 'amaka@example.com');
    await user.click(screen.getByRole('button', { name: 'Show savings' }));
    expect(await screen.findByText('No savings plans or targets')).toBeInTheDocument();
    expect(screen.getByText('No active liens')).toBeInTheDocument();
    expect(screen.getByText('No savings transactions yet')).toBeInTheDocument();
  });

  it('shows the refusal for an unknown member', async () => {
    mockApi({ 'GET admin/savings/member': { status: 404, body: { success: false, message: 'No member has this e-mail' } } });
    const { user } = renderPage(<MemberSavingsPanel />);
    await user.type(screen.getByLabelText(/Member’s e-mail/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Show savings' }));
    expect(await screen.findByText('No member has this e-mail')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
