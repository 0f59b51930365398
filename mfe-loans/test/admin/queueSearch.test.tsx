// The loan queue and the business requests (issue 24: every admin list): a search box whose term goes into the URL
// once typing pauses and comes back from it (a reload, a pasted link), sent to the API with the filters; "Load more"
// reads the next keyset page (`before` = the last loan shown) and keeps the rows already shown.
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { adminUser, mockApi, signIn } from '@coop/shared/testing';
import type { AdminLoanRow } from '@coop/api/contract';
import LoansSection from '../../src/admin/LoansSection';
import { renderPage } from '../support/renderPage';

const row = (id: number, over: Partial<AdminLoanRow> = {}): AdminLoanRow => ({
  id, kind: 'individual', status: 2, borrower: { id: 7, name: 'Chioma Okafor', email: 'chioma@example.com' }, amount: '100000.00', total: '100000.00', repaid: '0.00', group_name: null,
  business_name: null, created_at: '2026-11-20T10:00:00.000Z', approved_by: null, disbursed_at: null, needs_second_admin: false,
  outstanding: '0.00', next_due_date: null, next_due_amount: null, overdue_amount: '0.00', days_overdue: 0, yours: false, ...over,
});
const page = (data: AdminLoanRow[], nextBefore: number | null) => ({ body: { success: true, data, next_before: nextBefore, next_cursor: nextBefore === null ? null : String(nextBefore) } });

function Where() {
  const { search } = useLocation();
  return <p data-testid="query">{search}</p>;
}
const openSection = (route: string) =>
  renderPage(
    <>
      <LoansSection />
      <Where />
    </>,
    { path: '/dashboard/loans/*', route },
  );
const urlQuery = () => new URLSearchParams(screen.getByTestId('query').textContent ?? '');

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

describe('the loan queue', () => {
  it('searches as the administrator types: the term goes into the URL and to the API with the filters', async () => {
    const api = mockApi({ 'GET admin/loans': (call) => (call.query.search === 'okafor' ? page([row(41)], null) : page([row(42, { borrower: { id: 8, name: 'Tunde Bakare', email: 't@example.com' } })], null)) });
    const { user } = openSection('/dashboard/loans?status=all');
    const queue = screen.getByRole('tabpanel', { name: 'Loan queue' });
    await within(queue).findByRole('link', { name: 'Open loan #42' });
    expect(api.callsTo('GET', 'admin/loans')[0].query).toEqual({ status: 'all', limit: '25' });
    await user.type(within(queue).getByLabelText('Search'), 'okafor');
    expect(await within(queue).findByRole('link', { name: 'Open loan #41' })).toHaveAttribute('href', '/dashboard/loans/41');
    expect(within(queue).queryByRole('link', { name: 'Open loan #42' })).not.toBeInTheDocument();
    expect(urlQuery().get('search')).toBe('okafor');
    expect(urlQuery().get('status')).toBe('all');
    // debounced: one request for the term, none for each letter typed
    const searched = api.callsTo('GET', 'admin/loans').map((call) => call.query.search).filter(Boolean);
    expect(searched).toEqual(['okafor']);
    expect(api.callsTo('GET', 'admin/loans').at(-1)!.query).toEqual({ status: 'all', search: 'okafor', limit: '25' });
  });

  it('opens with the search a pasted link names, in the box and in the request; says when nothing matches', async () => {
    const api = mockApi({ 'GET admin/loans': page([], null) });
    openSection('/dashboard/loans?search=08031112222&kind=business');
    expect(await screen.findByText('No loan matches “08031112222”')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('08031112222');
    expect(api.callsTo('GET', 'admin/loans')[0].query).toMatchObject({ status: 'action', kind: 'business', search: '08031112222' });
  });

  it('clearing the box takes the search out of the URL', async () => {
    mockApi({ 'GET admin/loans': page([row(41)], null) });
    const { user } = openSection('/dashboard/loans?search=okafor');
    await screen.findByRole('link', { name: 'Open loan #41' });
    await user.clear(screen.getByLabelText('Search'));
    await waitFor(() => expect(urlQuery().has('search')).toBe(false));
  });

  it('loads more with the last loan shown as before, keeping the rows shown', async () => {
    const api = mockApi({ 'GET admin/loans': (call) => (call.query.before === '40' ? page([row(39), row(38)], null) : page([row(41), row(40)], 40)) });
    const { user } = openSection('/dashboard/loans');
    await screen.findByRole('link', { name: 'Open loan #40' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Open loan #38' })).toBeInTheDocument();
    for (const id of [41, 40, 39]) expect(screen.getByRole('link', { name: `Open loan #${id}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/loans').map((call) => call.query.before)).toEqual([undefined, '40']);
  });
});

describe('the business requests', () => {
  const business = (id: number, name: string) => row(id, { kind: 'business', status: 0, total: null, business_name: name });

  it('searches with its own term in the URL and loads more by keyset', async () => {
    const api = mockApi({
      'GET admin/loans': (call) =>
        call.query.search === 'basira' ? page([business(52, 'Iya Basira Foods')], null) : call.query.before === '60' ? page([business(59, 'Second Page Stores')], null) : page([business(60, 'Mama Put Kitchen')], 60),
    });
    const { user } = openSection('/dashboard/loans?part=business');
    const panel = screen.getByRole('tabpanel', { name: 'Business requests' });
    await within(panel).findByRole('link', { name: 'Open loan #60' });
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByRole('link', { name: 'Open loan #59' })).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Search the requests'), 'basira');
    expect(await within(panel).findByRole('link', { name: 'Open loan #52' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Open loan #60' })).not.toBeInTheDocument();
    expect(urlQuery().get('request_search')).toBe('basira');
    expect(api.callsTo('GET', 'admin/loans').at(-1)!.query).toEqual({ status: '0', kind: 'business', search: 'basira', limit: '25' });
  });
});
