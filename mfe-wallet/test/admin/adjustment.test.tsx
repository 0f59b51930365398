import { screen, waitFor, within } from '@testing-library/react';
import type { AdminMember } from '@coop/api/contract';
import { adminUser, mockApi, networkDown, proposed, signIn } from '@coop/shared/testing';
import AdjustmentForm, { ACCOUNT_MESSAGE, DIRECTION_MESSAGE, REASON_MESSAGE } from '../../src/admin/AdjustmentForm';
import { MEMBER_MESSAGE } from '../../src/features/admin/findMember';
import { page } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

const PROPOSED = 'Proposed: another administrator must approve it before it takes effect';

const amaka: AdminMember = {
  id: 7, name: 'Amaka Obi', first_name: 'Amaka', last_name: 'Obi', email: 'amaka@example.com', phone_no: '08010000007', role: 'MEMBER', verified: true, member_status: true, suspended: false, created_at: '2026-01-01T09:00:00.000Z',
};
const amakaLike = { ...amaka, id: 8, name: 'Amaka Obiora', email: 'amaka@example.com.ng' };

const form = () => screen.getByRole('form', { name: 'Manual adjustment' });

async function fillIn(user: ReturnType<typeof renderPage>['user'], { member = 'Amaka@Example.com', account = 'wallet', direction = 'credit', amount = '1500', reason = 'Refund of a double charge' } = {}) {
  await user.type(within(form()).getByLabelText(/^Member \(user id or e-mail\)/), member);
  await user.selectOptions(within(form()).getByLabelText(/^Account/), account);
  await user.selectOptions(within(form()).getByLabelText(/^Credit or debit/), direction);
  await user.type(within(form()).getByLabelText(/^Amount/), amount);
  await user.type(within(form()).getByLabelText(/^Reason/), reason);
  await user.click(within(form()).getByRole('button', { name: 'Review adjustment' }));
}

describe('Manual adjustment', () => {
  it('checks every field before looking anything up', async () => {
    const api = mockApi({});
    const { user } = renderPage(<AdjustmentForm />);
    await user.type(within(form()).getByLabelText(/^Reason/), 'ab');
    await user.click(within(form()).getByRole('button', { name: 'Review adjustment' }));
    expect(within(form()).getByText(MEMBER_MESSAGE)).toBeInTheDocument();
    expect(within(form()).getByText(ACCOUNT_MESSAGE)).toBeInTheDocument();
    expect(within(form()).getByText(DIRECTION_MESSAGE)).toBeInTheDocument();
    expect(within(form()).getByText('this field is required')).toBeInTheDocument();
    expect(within(form()).getByText(REASON_MESSAGE)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finds the member by e-mail, confirms, and proposes with an Idempotency-Key; then says it waits for another administrator', async () => {
    const api = mockApi({
      'GET admin/members': { body: page([amakaLike, amaka]) },
      'POST admin/adjustments': proposed('adjustment', PROPOSED),
    });
    const { user } = renderPage(<AdjustmentForm />);
    await fillIn(user);
    expect(api.callsTo('GET', 'admin/members')[0].query.search).toBe('Amaka@Example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Propose a credit of ₦1,500.00 to Amaka Obi’s wallet?' });
    expect(dialog).toHaveTextContent('Amaka Obi · amaka@example.com');
    expect(dialog).toHaveTextContent('Refund of a double charge');
    expect(api.callsTo('POST', 'admin/adjustments')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Propose adjustment' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(`Waiting for another administrator’s approval. ${PROPOSED}`);
    expect(within(status).getByRole('link', { name: 'Go to Approvals' })).toHaveAttribute('href', '/dashboard/approvals');
    const [post] = api.callsTo('POST', 'admin/adjustments');
    expect(post.body).toEqual({ user_id: 7, account: 'wallet', direction: 'credit', amount: '1500.00', reason: 'Refund of a double charge' });
    expect(post.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Member/)).toHaveValue('');
  });

  it('finds the member by user id for a debit from their shares', async () => {
    const api = mockApi({
      'GET admin/members/7': { body: { success: true, member: { ...amaka, middle_name: '', member_since: null, role_changed_at: null, role_changed_by: null, profile: null } } },
      'POST admin/adjustments': proposed('adjustment', PROPOSED),
    });
    const { user } = renderPage(<AdjustmentForm />);
    await fillIn(user, { member: '7', account: 'shares', direction: 'debit', amount: '200', reason: 'Credited twice on 3 November' });
    const dialog = await screen.findByRole('dialog', { name: 'Propose a debit of ₦200.00 to Amaka Obi’s shares?' });
    await user.click(within(dialog).getByRole('button', { name: 'Propose adjustment' }));
    await screen.findByRole('status');
    expect(api.callsTo('POST', 'admin/adjustments')[0].body).toEqual({ user_id: 7, account: 'shares', direction: 'debit', amount: '200.00', reason: 'Credited twice on 3 November' });
  });

  it('says when no account has the e-mail or the id, and proposes nothing', async () => {
    const api = mockApi({
      'GET admin/members': { body: page([amakaLike]) },
      'GET admin/members/99': { status: 404, body: { success: false, message: 'Member not found' } },
    });
    const { user } = renderPage(<AdjustmentForm />);
    await fillIn(user, { member: 'amaka@example.com' });
    expect(await within(form()).findByText('No account has the e-mail amaka@example.com')).toBeInTheDocument();
    await user.clear(within(form()).getByLabelText(/^Member/));
    await user.type(within(form()).getByLabelText(/^Member/), '99');
    await user.click(within(form()).getByRole('button', { name: 'Review adjustment' }));
    expect(await within(form()).findByText('No account has the user id 99')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/adjustments')).toHaveLength(0);
  });

  it('keeps the key after an unknown outcome, shows a refusal in the dialog, and cancelling sends nothing more', async () => {
    const outcomes = [networkDown(), { status: 422, body: { success: false, message: 'Amaka Obi’s wallet holds only ₦100.00' } }];
    const api = mockApi({ 'GET admin/members': { body: page([amaka]) }, 'POST admin/adjustments': () => outcomes.shift()! });
    const { user } = renderPage(<AdjustmentForm />);
    await fillIn(user, { direction: 'debit' });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Propose adjustment' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Propose adjustment' }));
    expect(await within(dialog).findByText('Amaka Obi’s wallet holds only ₦100.00')).toBeInTheDocument();
    const keys = api.callsTo('POST', 'admin/adjustments').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', 'admin/adjustments')).toHaveLength(2);
    expect(within(form()).getByLabelText(/^Reason/)).toHaveValue('Refund of a double charge');
  });
});
