// The investments list (issue 24: every admin list): a search by name and the kind and status filters, all in the
// URL and sent to the API, "Load more" by keyset (`before` = the last investment shown); on an investment's page the
// news posted on it, newest first with who posted it, its own "Load more".
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { adminUser, mockApi, signIn } from '@coop/shared/testing';
import InvestmentsSection from '../../src/admin/InvestmentsSection';
import { renderPage } from '../support/renderPage';
import { adminInvestment, keysetPage, newsItem } from './fixtures';

const farm = adminInvestment();
const mill = adminInvestment({ id: 2, investment_type: 'Rice Mill Kano', status: 'paying' });
const pond = adminInvestment({ id: 1, investment_type: 'Fish Pond Epe', status: 'paid' });

function Where() {
  return <p data-testid="query">{useLocation().search}</p>;
}
const openSection = (route = '/dashboard/investments') =>
  renderPage(
    <>
      <InvestmentsSection />
      <Where />
    </>,
    { path: '/dashboard/investments/*', route },
  );
const urlQuery = () => new URLSearchParams(screen.getByTestId('query').textContent ?? '');
const manage = (name: string) => screen.queryByRole('link', { name: `Manage ${name}` });

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

describe('the investments list', () => {
  it('searches by name as the administrator types, the term in the URL and sent to the API once typing pauses', async () => {
    const api = mockApi({ 'GET admin/investments': (call) => ({ body: keysetPage(call.query.search === 'rice' ? [mill] : [farm, mill, pond]) }) });
    const { user } = openSection();
    await screen.findByRole('link', { name: 'Manage Fish Pond Epe' });
    await user.type(screen.getByLabelText('Search investments'), 'rice');
    await waitFor(() => expect(manage('Cassava Farm 2027')).not.toBeInTheDocument());
    expect(manage('Rice Mill Kano')).toHaveAttribute('href', '/dashboard/investments/2');
    expect(urlQuery().get('search')).toBe('rice');
    expect(api.callsTo('GET', 'admin/investments').map((call) => call.query.search).filter(Boolean)).toEqual(['rice']);
  });

  it('filters by status and kind through the API, both in the URL', async () => {
    const api = mockApi({ 'GET admin/investments': (call) => ({ body: keysetPage(call.query.status === 'paying' ? [mill] : [farm, mill, pond]) }) });
    const { user } = openSection();
    await screen.findByRole('link', { name: 'Manage Fish Pond Epe' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Paying out');
    await waitFor(() => expect(manage('Fish Pond Epe')).not.toBeInTheDocument());
    expect(urlQuery().get('status')).toBe('paying');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Market');
    await waitFor(() => expect(api.callsTo('GET', 'admin/investments').at(-1)!.query).toEqual({ status: 'paying', kind: 'market' }));
    expect(urlQuery().get('kind')).toBe('market');
  });

  it('opens with the search and filters a pasted link names; says when nothing matches', async () => {
    const api = mockApi({ 'GET admin/investments': { body: keysetPage([]) } });
    openSection('/dashboard/investments?search=cocoa&status=open&kind=halal');
    expect(await screen.findByText('No investment matches “cocoa”')).toBeInTheDocument();
    expect(screen.getByLabelText('Search investments')).toHaveValue('cocoa');
    expect(screen.getByLabelText('Status')).toHaveValue('open');
    expect(screen.getByLabelText('Kind')).toHaveValue('halal');
    expect(api.callsTo('GET', 'admin/investments')[0].query).toEqual({ search: 'cocoa', status: 'open', kind: 'halal' });
  });

  it('loads more with the last investment shown as before, keeping the rows shown', async () => {
    const api = mockApi({ 'GET admin/investments': (call) => ({ body: call.query.before === '2' ? keysetPage([pond]) : keysetPage([farm, mill], 2) }) });
    const { user } = openSection();
    await screen.findByRole('link', { name: 'Manage Rice Mill Kano' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Manage Fish Pond Epe' })).toBeInTheDocument();
    expect(manage('Cassava Farm 2027')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/investments').map((call) => call.query.before)).toEqual([undefined, '2']);
  });
});

describe('the news on an investment’s page', () => {
  const page = async () => (await screen.findByRole('heading', { name: 'Cassava Farm 2027' })).parentElement!;
  const base = {
    'GET admin/investments/3': { body: { success: true, investment: farm } },
    'GET admin/investments/3/holders': { body: keysetPage([]) },
    'GET admin/proposals': { body: { success: true, proposals: [], next_cursor: null, pending_count: 0 } },
  };

  it('lists what was posted, newest first with who posted it, and loads older news by keyset', async () => {
    const api = mockApi({
      ...base,
      'GET admin/investments/3/news': (call) =>
        call.query.before === '11'
          ? { body: keysetPage([newsItem({ id: 10, news: 'Land cleared', posted_by: null })]) }
          : { body: keysetPage([newsItem({ id: 12, news: 'Harvest started', posted_by: { id: 2, name: 'Bola Admin', email: 'bola@example.com' } }), newsItem()], 11) },
    });
    const { user } = openSection('/dashboard/investments/3');
    const view = await page();
    const list = await within(view).findByRole('list', { name: 'Posted news' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Harvest started');
    expect(newest).toHaveTextContent('Bola Admin');
    expect(older).toHaveTextContent('Planting has started');
    await user.click(within(view).getByRole('button', { name: 'Load more news' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Land cleared');
    expect(within(view).queryByRole('button', { name: 'Load more news' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/investments/3/news').map((call) => call.query.before)).toEqual([undefined, '11']);
  });

  it('says when nothing has been posted, and shows a read error with Retry', async () => {
    const api = mockApi({ ...base, 'GET admin/investments/3/news': { body: keysetPage([]) } });
    const { unmount } = openSection('/dashboard/investments/3');
    expect(await within(await page()).findByText('No news posted yet')).toBeInTheDocument();
    unmount();
    api.on('GET admin/investments/3/news', { status: 500, body: { success: false, message: 'The news could not be read' } });
    openSection('/dashboard/investments/3');
    const view = await page();
    expect(await within(view).findByText('The news could not be read')).toBeInTheDocument();
    expect(within(view).getAllByRole('button', { name: /retry/i }).length).toBeGreaterThan(0);
  });
});
