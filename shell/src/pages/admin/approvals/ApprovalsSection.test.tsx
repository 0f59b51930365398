import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@coop/shared';
import { mockApi, type FetchCall } from '@coop/shared/testing';
import type { Proposal } from '@coop/api/contract';
import { renderApp } from '../../../testing/renderApp';
import { ADMIN } from '../../../testing/fixtures';
import { consoleApi, proposal } from '../../../testing/consoleApi';

jest.mock('../../../remotes/remoteLoader', () => jest.requireActual('../../../testing/remotesAway'));

jest.setTimeout(20_000);

const THRESHOLD = proposal(7, { summary: 'Raise the dual-approval threshold from ₦500,000.00 to ₦1,000,000.00' });
const MINE = proposal(8, { summary: 'Pay ₦2,000,000.00 into the dividend pool', kind: 'dividend_funding', yours: true, can_approve: false, proposed_by: { id: 1, name: 'Bola Admin', email: 'admin@example.com' } });

function api() {
  let pending: Proposal[] = [THRESHOLD, MINE];
  return mockApi({
    ...consoleApi(),
    'GET admin/proposals': (call: FetchCall) => {
      if (call.query.status === 'approved') return { body: { success: true, proposals: [{ ...THRESHOLD, status: 'approved' }], next_cursor: null, pending_count: pending.length } };
      return { body: { success: true, proposals: call.query.limit === '1' ? [] : pending, next_cursor: null, pending_count: pending.length } };
    },
    'POST admin/proposals/7/approve': () => {
      pending = pending.filter((p) => p.id !== 7);
      return { body: { success: true, message: 'Approved: the dual-approval threshold is now ₦1,000,000.00', proposal: { ...THRESHOLD, status: 'approved' } } };
    },
    'POST admin/proposals/7/reject': () => {
      pending = pending.filter((p) => p.id !== 7);
      return { body: { success: true, message: 'Rejected', proposal: { ...THRESHOLD, status: 'rejected' } } };
    },
    'POST admin/proposals/8/cancel': () => {
      pending = pending.filter((p) => p.id !== 8);
      return { body: { success: true, message: 'Cancelled', proposal: { ...MINE, status: 'cancelled' } } };
    },
  });
}

beforeEach(() => setRuntimeConfig({ societyName: 'Finnacrest', remotes: [] }));

const item = (summary: string) => screen.getByRole('heading', { name: summary }).closest('li') as HTMLElement;

describe('Approvals section', () => {
  it('lets another administrator approve, with an Idempotency-Key; one’s own says so and has no Approve', async () => {
    const calls = api();
    await renderApp('/dashboard/approvals', { user: ADMIN });
    await screen.findByRole('list', { name: 'Proposals' });
    expect(screen.getByText('2 proposals wait for a second administrator.')).toBeInTheDocument();
    const mine = item(MINE.summary);
    expect(mine).toHaveTextContent('Proposed by you');
    expect(within(mine).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Cancel proposal' })).toBeInTheDocument();
    const theirs = item(THRESHOLD.summary);
    expect(theirs).toHaveTextContent('Proposed by Chidi Admin');
    await userEvent.click(within(theirs).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Approved: the dual-approval threshold is now ₦1,000,000.00');
    expect(calls.callsTo('POST', 'admin/proposals/7/approve')[0].headers['Idempotency-Key']).toEqual(expect.any(String));
    await waitFor(() => expect(screen.queryByRole('heading', { name: THRESHOLD.summary })).not.toBeInTheDocument());
  });

  it('rejects with a note the proposer reads', async () => {
    const calls = api();
    await renderApp('/dashboard/approvals', { user: ADMIN });
    await screen.findByRole('list', { name: 'Proposals' });
    await userEvent.click(within(item(THRESHOLD.summary)).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the proposal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why you reject it: the proposer reads it')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Why you reject it'), 'Too high for now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rejected');
    expect(calls.callsTo('POST', 'admin/proposals/7/reject')[0].body).toEqual({ note: 'Too high for now' });
  });

  it('cancels one’s own', async () => {
    const calls = api();
    await renderApp('/dashboard/approvals', { user: ADMIN });
    await screen.findByRole('list', { name: 'Proposals' });
    await userEvent.click(within(item(MINE.summary)).getByRole('button', { name: 'Cancel proposal' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cancelled');
    expect(calls.callsTo('POST', 'admin/proposals/8/cancel')).toHaveLength(1);
  });

  it('keeps the status filter in the URL', async () => {
    const calls = api();
    const { router } = await renderApp('/dashboard/approvals', { user: ADMIN });
    await screen.findByRole('list', { name: 'Proposals' });
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'approved');
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    expect(await screen.findByText('Approved', { selector: 'span' })).toBeInTheDocument();
    expect(calls.callsTo('GET', 'admin/proposals').at(-1)!.query.status).toBe('approved');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    mockApi({ ...consoleApi(), 'GET admin/proposals': { body: { success: true, proposals: [], next_cursor: null, pending_count: 0 } } });
    await renderApp('/dashboard/approvals', { user: ADMIN });
    expect(await screen.findByText('Nothing waits for approval')).toBeInTheDocument();
  });
});
