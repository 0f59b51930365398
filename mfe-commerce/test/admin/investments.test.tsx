// The Investments section (/dashboard/investments/*): market and halal products with sold, holders, pool and what
// maturity pays, the kind filter in the URL (the search, status and paging: investmentsList.test.tsx); create one as
// multipart; a row opens the investment's own page (/dashboard/investments/{id}, also as a pasted link) to post news,
// see what was posted and its holders, and propose the maturity payout, which waits for another administrator's
// approval (its refusal shown as the API says).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminUser, findAlert, mockApi, signIn, type Handler } from '@coop/shared/testing';
import type { Proposal } from '@coop/api/contract';
import InvestmentsSection from '../../src/admin/InvestmentsSection';
import { renderPage } from '../support/renderPage';
import { adminInvestment, holder, keysetPage, newsItem } from './fixtures';

const halal = adminInvestment({ id: 4, investment_type: 'Halal Trade Fund', kind: 'halal', market_categories_id: null, holders: 0, slots_sold: 0, pool: '0.00', due_at_maturity: '0.00', unit_remaining: 50, units: 50 });

const listed = (call: { query: Record<string, string> }) => ({ body: keysetPage([adminInvestment(), halal].filter((i) => !call.query.kind || i.kind === call.query.kind)) });

function investmentsApi(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET admin/investments': listed,
    'GET admin/investments/3': { body: { success: true, investment: adminInvestment() } },
    'GET admin/investments/4': { body: { success: true, investment: halal } },
    'GET admin/investments/999': { status: 404, body: { success: false, message: 'Investment not found' } },
    'GET admin/investments/3/news': { body: keysetPage([newsItem()]) },
    'GET admin/investments/4/news': { body: keysetPage([]) },
    'GET admin/investments/categories': { body: [{ id: 1, category_name: 'Agriculture' }] },
    'GET admin/investments/3/holders': { body: { data: [holder()], next_before: null } },
    'GET admin/proposals': { body: { success: true, proposals: [], next_cursor: null, pending_count: 0 } },
    ...extra,
  });
}

const openSection = (route = '/dashboard/investments') => renderPage(<InvestmentsSection />, { path: '/dashboard/investments/*', route });

/** the investment's page, opened from its row */
async function openInvestment(user: ReturnType<typeof renderPage>['user'], name = 'Cassava Farm 2027') {
  await user.click(await screen.findByRole('link', { name: `Manage ${name}` }));
  return investmentPage(name);
}

async function investmentPage(name = 'Cassava Farm 2027') {
  const heading = await screen.findByRole('heading', { name });
  return heading.parentElement!;
}

const rowOf = (name: string) => [...document.querySelectorAll('td[data-label="Investment"]')].find((cell) => cell.textContent?.startsWith(name))?.closest('tr') ?? null;

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

it('lists market and halal investments with what is sold, the holders, the pool and what maturity pays, by kind', async () => {
  investmentsApi();
  const { user } = openSection();
  expect(await screen.findByRole('link', { name: 'Manage Cassava Farm 2027' })).toHaveAttribute('href', '/dashboard/investments/3');
  const farm = rowOf('Cassava Farm 2027')!;
  for (const [column, value] of [['Investment', 'Market'], ['Slot price', '₦10,000.00'], ['Sold', '60 of 100'], ['Holders', '4'], ['Pool', '₦600,000.00'], ['Due at maturity', '₦690,000.00'], ['Maturity', '30 Jun 2027'], ['Status', 'Open']]) {
    expect(farm.querySelector(`td[data-label="${column}"]`)).toHaveTextContent(value);
  }
  expect(rowOf('Halal Trade Fund')!.querySelector('td[data-label="Investment"]')).toHaveTextContent('Halal');
  await user.selectOptions(screen.getByLabelText('Kind'), 'Halal');
  expect(rowOf('Cassava Farm 2027')).toBeNull();
  expect(rowOf('Halal Trade Fund')).not.toBeNull();
});

it('reads the kind filter from the URL', async () => {
  investmentsApi();
  openSection('/dashboard/investments?kind=halal');
  await screen.findByRole('link', { name: 'Manage Halal Trade Fund' });
  expect(screen.getByLabelText('Kind')).toHaveValue('halal');
  expect(rowOf('Cassava Farm 2027')).toBeNull();
});

it('creates a market investment as multipart with its picture, checking the dates first', async () => {
  const api = investmentsApi({ 'POST admin/investments': { body: { success: true, message: 'Poultry 2030 is now on offer', investment: adminInvestment({ id: 9 }) } } });
  const { user } = openSection();
  await user.click(await screen.findByRole('button', { name: 'Create investment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create investment' });
  await within(dialog).findByRole('option', { name: 'Agriculture' });
  await user.selectOptions(within(dialog).getByLabelText('Market category'), 'Agriculture');
  await user.type(within(dialog).getByLabelText('Investment name'), 'Poultry 2030');
  await user.type(within(dialog).getByLabelText('Current value (price of one slot)'), '5000');
  await user.type(within(dialog).getByLabelText('Expected returns per slot'), '750');
  expect(within(dialog).getByText(/Each slot pays back at maturity/)).toHaveTextContent('₦5,750.00');
  await user.type(within(dialog).getByLabelText('Units (slots on offer)'), '200');
  await user.type(within(dialog).getByLabelText('Insurance partner'), 'Leadway');
  fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2030-01-01' } });
  fireEvent.change(within(dialog).getByLabelText('Application date'), { target: { value: '2030-02-01' } });
  fireEvent.change(within(dialog).getByLabelText('Maturity date'), { target: { value: '2030-01-15' } });
  await user.upload(within(dialog).getByLabelText('Picture'), new File([new Uint8Array([0x89, 0x50])], 'birds.png', { type: 'image/png' }));
  await user.click(within(dialog).getByRole('button', { name: 'Put on offer' }));
  expect(within(dialog).getByText('The maturity date must be after the application date')).toBeInTheDocument();
  expect(api.callsTo('POST', 'admin/investments')).toHaveLength(0);

  fireEvent.change(within(dialog).getByLabelText('Maturity date'), { target: { value: '2030-12-31' } });
  await user.click(within(dialog).getByRole('button', { name: 'Put on offer' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Poultry 2030 is now on offer' });
  const form = api.callsTo('POST', 'admin/investments')[0].body as FormData;
  expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
    kind: 'market', investment_type: 'Poultry 2030', category_id: '1', description: '', current_value: '5000.00', expected_returns: '750.00', units: '200', insurance_partner: 'Leadway',
    start_date: '2030-01-01', application_date: '2030-02-01', maturity_date: '2030-12-31',
  });
  expect((form.get('picture') as File).name).toBe('birds.png');
  await waitFor(() => expect(api.callsTo('GET', 'admin/investments')).toHaveLength(2));
});

it('creates a halal investment without a market category', async () => {
  const api = investmentsApi({ 'POST admin/investments': { body: { success: true, message: 'Halal Fund is now on offer', investment: halal } } });
  const { user } = openSection();
  await user.click(await screen.findByRole('button', { name: 'Create investment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create investment' });
  await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Halal');
  expect(within(dialog).queryByLabelText('Market category')).not.toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Investment name'), 'Halal Fund');
  await user.type(within(dialog).getByLabelText('Current value (price of one slot)'), '1000');
  await user.type(within(dialog).getByLabelText('Expected returns per slot'), '0');
  await user.type(within(dialog).getByLabelText('Units (slots on offer)'), '50');
  fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2030-01-01' } });
  fireEvent.change(within(dialog).getByLabelText('Application date'), { target: { value: '2030-01-01' } });
  fireEvent.change(within(dialog).getByLabelText('Maturity date'), { target: { value: '2031-01-01' } });
  await user.click(within(dialog).getByRole('button', { name: 'Put on offer' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'Halal Fund is now on offer' });
  const form = api.callsTo('POST', 'admin/investments')[0].body as FormData;
  expect(form.get('kind')).toBe('halal');
  expect(form.get('expected_returns')).toBe('0.00');
  expect(form.has('category_id')).toBe(false);
  expect(form.has('picture')).toBe(false);
});

it('shows an investment’s holders and posts news to them; the news just posted shows at once above the older', async () => {
  const posted = newsItem({ id: 12, news: 'The first harvest is in.', posted_at: '2026-12-01T10:00:00.000Z' });
  const news = [newsItem()];
  const api = investmentsApi({
    'POST admin/investments/3/news': () => {
      news.unshift(posted);
      return { body: { success: true, message: 'News posted', news: posted } };
    },
    'GET admin/investments/3/news': () => ({ body: keysetPage([...news]) }),
  });
  const { user } = openSection();
  const page = await openInvestment(user);
  const holders = await within(page).findByRole('table', { name: 'Holders' });
  const cells = within(holders).getAllByRole('row')[1];
  expect(cells).toHaveTextContent('Ada Obi');
  expect(cells.querySelector('td[data-label="Slots"]')).toHaveTextContent('6');
  expect(cells.querySelector('td[data-label="Payout"]')).toHaveTextContent('₦69,000.00');
  expect(cells.querySelector('td[data-label="Paid out"]')).toHaveTextContent('Not yet');
  await user.click(within(page).getByRole('button', { name: 'Post news' }));
  expect(within(page).getByText('Write the news first')).toBeInTheDocument();
  await user.type(within(page).getByLabelText('News for the holders'), 'The first harvest is in.');
  await user.click(within(page).getByRole('button', { name: 'Post news' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'News posted' });
  expect(api.callsTo('POST', 'admin/investments/3/news')[0].body).toEqual({ news: 'The first harvest is in.' });
  const list = within(page).getByRole('list', { name: 'Posted news' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first).toHaveTextContent('The first harvest is in.');
  expect(second).toHaveTextContent('Planting has started');
  expect(second).toHaveTextContent('Ada Admin');
  expect(within(page).getByLabelText('News for the holders')).toHaveValue('');
});

/** the payout's "waiting for approval" status (the holders' spinner is a status too) */
async function waitingStatus(page: HTMLElement) {
  return (await within(page).findByText(/Waiting for another administrator’s approval/)).closest<HTMLElement>('[role="status"]')!;
}

const payoutProposal = (over: Partial<Proposal> = {}): Proposal => ({
  id: 77, kind: 'investment_payout', summary: 'Pay out Cassava Farm 2027: ₦690,000.00 principal and returns to 4 holdings', payload: { investment_id: 3, amount: '690000.00' }, status: 'pending',
  proposed_by: { id: 1, name: 'Ada Admin', email: 'admin@example.com' }, proposed_at: '2027-07-01T09:00:00.000Z', decided_by: null, decided_at: null, decision_note: null, result: null,
  yours: true, can_approve: false, ...over,
});

it('proposes the maturity payout after the confirmation, and says it waits for another administrator under Approvals', async () => {
  const MESSAGE = 'Proposed: another administrator must approve it before it takes effect';
  const api = investmentsApi({ 'POST admin/investments/3/payout': { status: 202, body: { success: true, message: MESSAGE, proposal: payoutProposal() } } });
  const { user } = openSection('/dashboard/investments/3');
  const page = await investmentPage();
  expect(within(page).getByText(/another administrator approves it under Approvals/)).toBeInTheDocument();
  await waitFor(() => expect(within(page).getByRole('button', { name: 'Propose payout' })).toBeEnabled());
  expect(api.callsTo('GET', 'admin/proposals')[0].query).toMatchObject({ status: 'pending', kind: 'investment_payout' });
  await user.click(within(page).getByRole('button', { name: 'Propose payout' }));
  const confirm = await screen.findByRole('dialog', { name: 'Propose payout' });
  expect(confirm).toHaveTextContent('₦690,000.00');
  expect(confirm).toHaveTextContent('Nothing is paid until another administrator approves it');
  expect(api.callsTo('POST', 'admin/investments/3/payout')).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: 'Yes, propose payout' }));
  const status = await waitingStatus(page);
  expect(status).toHaveTextContent(MESSAGE);
  expect(status).toHaveTextContent('Waiting for another administrator’s approval: Pay out Cassava Farm 2027');
  expect(status).toHaveTextContent('proposal #77, proposed by you');
  expect(within(status).getByRole('link', { name: 'Open Approvals' })).toHaveAttribute('href', '/dashboard/approvals');
  expect(within(page).getByRole('button', { name: 'Propose payout' })).toBeDisabled();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(api.callsTo('POST', 'admin/investments/3/payout')).toHaveLength(1);
});

it('shows a payout that already waits for approval, from the API, and offers no second one', async () => {
  investmentsApi({
    'GET admin/proposals': { body: { success: true, proposals: [payoutProposal({ id: 80, payload: { investment_id: 4 } }), payoutProposal({ yours: false, proposed_by: { id: 2, name: 'Bola Admin', email: 'bola@example.com' } })], next_cursor: null, pending_count: 2 } },
  });
  openSection('/dashboard/investments/3');
  const page = await investmentPage();
  const status = await waitingStatus(page);
  expect(status).toHaveTextContent('proposal #77, proposed by Bola Admin');
  expect(within(page).getByRole('button', { name: 'Propose payout' })).toBeDisabled();
});

it('shows the API’s refusal of a payout before maturity', async () => {
  const REFUSAL = 'Cassava Farm 2027 matures on 2027-06-30: it cannot be paid out before then';
  investmentsApi({ 'POST admin/investments/3/payout': { status: 409, body: { success: false, message: REFUSAL } } });
  const { user } = openSection();
  const page = await openInvestment(user);
  await waitFor(() => expect(within(page).getByRole('button', { name: 'Propose payout' })).toBeEnabled());
  await user.click(within(page).getByRole('button', { name: 'Propose payout' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Propose payout' })).getByRole('button', { name: 'Yes, propose payout' }));
  expect(await within(page).findByText(REFUSAL)).toHaveAttribute('role', 'alert');
  expect(within(page).queryByText(/Waiting for another administrator’s approval/)).not.toBeInTheDocument();
});

it('says when there is no investment, and shows the error with Retry', async () => {
  const api = mockApi({ 'GET admin/investments': { body: keysetPage([]) } });
  const { unmount } = openSection();
  expect(await screen.findByText('No investments yet')).toBeInTheDocument();
  unmount();
  api.on('GET admin/investments', { status: 500, body: { success: false, message: 'The investments could not be read' } });
  const { user } = openSection();
  expect(await screen.findByText('The investments could not be read')).toBeInTheDocument();
  api.on('GET admin/investments', { body: keysetPage([halal]) });
  await user.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('link', { name: 'Manage Halal Trade Fund' })).toBeInTheDocument();
});

it('says a number that is no investment’s is none', async () => {
  investmentsApi();
  const { unmount } = openSection('/dashboard/investments/999');
  expect(await screen.findByText('There is no such investment')).toBeInTheDocument();
  unmount();
  openSection('/dashboard/investments/abc');
  expect(screen.getByText('There is no such investment')).toBeInTheDocument();
});
