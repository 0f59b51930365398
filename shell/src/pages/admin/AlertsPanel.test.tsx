import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAlert } from '@coop/api/contract';
import { deferredReply, mockApi } from '@coop/shared/testing';
import { AlertsPanel, NOTE_REQUIRED } from './AlertsPanel';
import { renderWithProviders } from '../../testing/renderApp';
import { ADMIN } from '../../testing/fixtures';

const anomaly = (over: Partial<AdminAlert> = {}): AdminAlert => ({
  id: 7,
  kind: 'payout_anomaly',
  title: 'Withdrawal WD-7 was paid after it was reversed: Ada Obi owes ₦4,000.00',
  details: { member_name: 'Ada Obi', member_email: 'ada@example.com', reference: 'WD-7', amount: '4000.00' },
  amount_owed: '4000.00',
  withdrawal_id: 31,
  created_at: '2026-11-20T09:00:00.000Z',
  last_seen_at: '2026-11-20T09:00:00.000Z',
  seen_count: 1,
  status: 'open',
  resolved_at: null,
  resolved_by: null,
  resolution_note: null,
  ...over,
});

const ledger = (over: Partial<AdminAlert> = {}): AdminAlert => ({
  ...anomaly(),
  id: 5,
  kind: 'ledger_check',
  title: 'The ledger check found problems',
  details: { failed: { postings_sum: '0.07', mismatched_accounts: { label: 'cached balances that disagree with the postings', count: 2, examples: [] } } },
  amount_owed: null,
  withdrawal_id: null,
  seen_count: 3,
  last_seen_at: '2026-11-20T11:00:00.000Z',
  ...over,
});

const reply = (data: AdminAlert[], next_cursor: string | null = null) => ({ body: { success: true, data, next_cursor } });
const render = () => renderWithProviders(<AlertsPanel />, { user: ADMIN });

it('says so while loading, then when there are no alerts', async () => {
  const pending = deferredReply();
  mockApi({ 'GET admin/alerts': () => pending.promise });
  await render();
  expect(screen.getByText('Loading alerts…')).toBeInTheDocument();
  pending.release(reply([]));
  expect(await screen.findByText('No alerts')).toBeInTheDocument();
  expect(screen.getByText('The scheduled ledger check and the payouts have raised nothing that needs a look.')).toBeInTheDocument();
});

it('shows a load error with Retry', async () => {
  let fail = true;
  mockApi({ 'GET admin/alerts': () => (fail ? { status: 500, body: { success: false, message: 'Alerts are unavailable' } } : reply([anomaly()])) });
  await render();
  expect(await screen.findByText('Alerts are unavailable')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('1 open alert needs a look.')).toBeInTheDocument();
});

it('lists open alerts with the member, reference and amount owed in naira, and what the ledger check found', async () => {
  mockApi({ 'GET admin/alerts': reply([anomaly(), ledger()]) });
  await render();
  expect(await screen.findByText('2 open alerts need a look.')).toBeInTheDocument();
  const payout = screen.getByRole('listitem', { name: anomaly().title });
  expect(within(payout).getByText('Open')).toBeInTheDocument();
  expect(within(payout).getByText('Payout anomaly')).toBeInTheDocument();
  expect(payout).toHaveTextContent('MemberAda Obi (ada@example.com)');
  expect(payout).toHaveTextContent('ReferenceWD-7');
  expect(payout).toHaveTextContent('Amount owed₦4,000.00');
  const check = screen.getByRole('listitem', { name: 'The ledger check found problems' });
  expect(within(check).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'The postings sum to ₦0.07 instead of ₦0.00',
    'Cached balances that disagree with the postings: 2',
  ]);
  expect(check).toHaveTextContent(/seen again 2 times, last/);
});

it('resolves an alert only with a note, then shows it resolved', async () => {
  let resolved = false;
  const api = mockApi({
    'GET admin/alerts': () => reply([resolved ? anomaly({ status: 'resolved', resolved_at: '2026-11-21T10:00:00.000Z', resolution_note: 'Member repaid in cash' }) : anomaly()]),
    'POST admin/alerts/7/resolve': () => {
      resolved = true;
      return { body: { success: true, message: 'The alert was resolved', alert: anomaly({ status: 'resolved' }) } };
    },
  });
  const user = userEvent.setup();
  await render();
  await user.click(await screen.findByRole('button', { name: `Resolve: ${anomaly().title}` }));
  const dialog = screen.getByRole('dialog', { name: 'Resolve alert' });
  await user.click(within(dialog).getByRole('button', { name: 'Resolve alert' }));
  expect(within(dialog).getByLabelText('What was done')).toHaveAccessibleDescription(NOTE_REQUIRED);
  expect(api.callsTo('POST', 'admin/alerts/7/resolve')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('What was done'), 'Member repaid in cash');
  await user.click(within(dialog).getByRole('button', { name: 'Resolve alert' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The alert was resolved');
  expect(api.callsTo('POST', 'admin/alerts/7/resolve')[0].body).toEqual({ note: 'Member repaid in cash' });
  expect(await screen.findByText('No open alerts: nothing needs a look right now.')).toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: anomaly().title })).toHaveTextContent(/Resolved .*: Member repaid in cash/);
  expect(screen.queryByRole('button', { name: /^Resolve/ })).not.toBeInTheDocument();
});

it('keeps the dialog open with the refusal when resolving fails', async () => {
  mockApi({
    'GET admin/alerts': reply([anomaly()]),
    'POST admin/alerts/7/resolve': { status: 409, body: { success: false, message: 'This alert has already been resolved' } },
  });
  const user = userEvent.setup();
  await render();
  await user.click(await screen.findByRole('button', { name: `Resolve: ${anomaly().title}` }));
  const dialog = screen.getByRole('dialog', { name: 'Resolve alert' });
  await user.type(within(dialog).getByLabelText('What was done'), 'Checked with the bank');
  await user.click(within(dialog).getByRole('button', { name: 'Resolve alert' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This alert has already been resolved');
});

it('pages to older alerts with the cursor', async () => {
  const api = mockApi({
    'GET admin/alerts': (call) => (call.query.cursor === 'open:7' ? reply([ledger({ id: 3, status: 'resolved', resolved_at: '2026-11-19T10:00:00.000Z', resolution_note: 'Rebuilt' })]) : reply([anomaly()], 'open:7')),
  });
  const user = userEvent.setup();
  await render();
  expect(await screen.findByText('1 or more open alerts need a look.')).toBeInTheDocument();
  expect(api.callsTo('GET', 'admin/alerts')[0].query).toEqual({ limit: '10' });
  await user.click(screen.getByRole('button', { name: 'Show older alerts' }));
  expect(await screen.findByText(/Resolved .*: Rebuilt/)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older alerts' })).not.toBeInTheDocument());
  expect(screen.getByText('1 open alert needs a look.')).toBeInTheDocument();
});
