// A target's own page (`/savings-tab/target?plan=<id>`): targets/details/{id}, targets/total_funds/{id} and its
// history page by page from targets/transactions/{id}, with loading, empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import { deferredReply, inTurn, mockApi, signIn, type Handler } from '@coop/shared/testing';
import TargetTabPage from '../../src/pages/tabs/TargetTabPage';
import { page, target, transaction, visaCard } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

function pageApi(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET savingsBalance': { body: { success: true, balance: '0.00', available: '0.00' } },
    'GET all_targets_sum_per_user': { body: { success: true, balance: '25000.00' } },
    'GET all_targets_in_one': { body: ['25000.00', [target()], [], 1] },
    'GET getCards': { body: [visaCard] },
    'GET share_holding': { body: { success: true, balance: '5000.00', minimum: '5000.00', minimum_met: true, shortfall: '0.00' } },
    'GET targets/details/9': { body: [target()] },
    'GET targets/total_funds/9': { body: { success: true, balance: '25000.00' } },
    'GET targets/transactions/9': (call) => ({ body: page([transaction({ id: Number(call.query.page) === 2 ? 72 : 71 })], { current_page: Number(call.query.page), last_page: 2 }) }),
    ...extra,
  });
}

const render = (route = '/savings-tab/target?plan=9') => renderPage(<TargetTabPage />, { path: '/savings-tab/target', route });

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('A target’s own page', () => {
  it('is opened from the target’s name on its card', async () => {
    pageApi();
    const { user } = render('/savings-tab/target');
    await user.click(within(await screen.findByRole('region', { name: 'School fees' })).getByRole('link', { name: 'School fees' }));
    expect(await screen.findByRole('button', { name: '← All targets' })).toBeInTheDocument();
    expect(await screen.findByText('Saved now')).toBeInTheDocument();
  });

  it('shows the target, what it holds now, Fund and Withdraw, and its history page by page', async () => {
    const funds = deferredReply();
    const api = pageApi({ 'GET targets/total_funds/9': () => funds.promise });
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'School fees' });
    expect(card).toHaveTextContent('StatusOngoing');
    expect(card).toHaveTextContent('Targeted Amount₦100,000.00');
    funds.release({ body: { success: true, balance: '26000.00' } });
    await waitFor(() => expect(card).toHaveTextContent('Saved now₦26,000.00'));
    expect(within(card).getByRole('progressbar', { name: '% Complete' })).toHaveAttribute('aria-valuenow', '25');
    for (const name of ['Fund', 'Withdraw']) expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'School fees transactions' });
    expect(await within(table).findByText('Fin71')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Fin72')).toBeInTheDocument();
    expect(api.callsTo('GET', 'targets/transactions/9').map((c) => c.query.page)).toEqual(['1', '2']);
  });

  it('says when the target has no transactions yet', async () => {
    pageApi({ 'GET targets/transactions/9': { body: page([]) } });
    render();
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
  });

  it('shows a completed target without Fund or Withdraw', async () => {
    pageApi({ 'GET targets/details/9': { body: [target({ status: 'completed', target_balance: '100000.00', percent_complete: 100 })] } });
    render();
    const card = await screen.findByRole('region', { name: 'School fees' });
    expect(card).toHaveTextContent('Paid into your wallet₦100,000.00');
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Fund' })).not.toBeInTheDocument();
  });

  it('says why it could not load (another member’s or an unknown target) and Retry reads it again', async () => {
    pageApi({ 'GET targets/details/9': inTurn({ status: 404, body: { success: false, message: 'Target not found' } }, { body: [target()] }) });
    const { user } = render();
    expect(await screen.findByText('Target not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'School fees' })).toBeInTheDocument();
  });

  it('goes back to all targets', async () => {
    pageApi();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: '← All targets' }));
    expect(await screen.findByRole('button', { name: 'Ongoing' })).toBeInTheDocument();
  });
});
