// The investments panel: market and halal products with sold, holders, pool and what maturity pays; create one as
// multipart; open one to post news, see its holders and run the maturity payout (its refusal shown as the API says).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminUser, findAlert, mockApi, signIn, type Handler } from '@coop/shared/testing';
import InvestmentsPanel from '../../src/admin/InvestmentsPanel';
import { renderPage } from '../support/renderPage';
import { adminInvestment, holder } from './fixtures';

const halal = adminInvestment({ id: 4, investment_type: 'Halal Trade Fund', kind: 'halal', market_categories_id: null, holders: 0, slots_sold: 0, pool: '0.00', due_at_maturity: '0.00', unit_remaining: 50, units: 50 });

function investmentsApi(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET admin/investments': { body: [adminInvestment(), halal] },
    'GET admin/investments/categories': { body: [{ id: 1, category_name: 'Agriculture' }] },
    'GET admin/investments/3/holders': { body: { data: [holder()], next_before: null } },
    ...extra,
  });
}

const rowOf = (name: string) => [...document.querySelectorAll('td[data-label="Investment"]')].find((cell) => cell.textContent?.startsWith(name))?.closest('tr') ?? null;

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

it('lists market and halal investments with what is sold, the holders, the pool and what maturity pays, by kind', async () => {
  investmentsApi();
  const { user } = renderPage(<InvestmentsPanel />);
  await screen.findByRole('button', { name: 'Manage Cassava Farm 2027' });
  const farm = rowOf('Cassava Farm 2027')!;
  for (const [column, value] of [['Investment', 'Market'], ['Slot price', '₦10,000.00'], ['Sold', '60 of 100'], ['Holders', '4'], ['Pool', '₦600,000.00'], ['Due at maturity', '₦690,000.00'], ['Maturity', '30 Jun 2027'], ['Status', 'Open']]) {
    expect(farm.querySelector(`td[data-label="${column}"]`)).toHaveTextContent(value);
  }
  expect(rowOf('Halal Trade Fund')!.querySelector('td[data-label="Investment"]')).toHaveTextContent('Halal');
  await user.selectOptions(screen.getByLabelText('Kind'), 'Halal');
  expect(rowOf('Cassava Farm 2027')).toBeNull();
  expect(rowOf('Halal Trade Fund')).not.toBeNull();
});

it('creates a market investment as multipart with its picture, checking the dates first', async () => {
  const api = investmentsApi({ 'POST admin/investments': { body: { success: true, message: 'Poultry 2030 is now on offer', investment: adminInvestment({ id: 9 }) } } });
  const { user } = renderPage(<InvestmentsPanel />);
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
  const { user } = renderPage(<InvestmentsPanel />);
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

it('shows an investment’s holders and posts news to them', async () => {
  const api = investmentsApi({ 'POST admin/investments/3/news': { body: { success: true, message: 'News posted' } } });
  const { user } = renderPage(<InvestmentsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Manage Cassava Farm 2027' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cassava Farm 2027' });
  const holders = await within(dialog).findByRole('table', { name: 'Holders' });
  const cells = within(holders).getAllByRole('row')[1];
  expect(cells).toHaveTextContent('Ada Obi');
  expect(cells.querySelector('td[data-label="Slots"]')).toHaveTextContent('6');
  expect(cells.querySelector('td[data-label="Payout"]')).toHaveTextContent('₦69,000.00');
  expect(cells.querySelector('td[data-label="Paid out"]')).toHaveTextContent('Not yet');
  await user.click(within(dialog).getByRole('button', { name: 'Post news' }));
  expect(within(dialog).getByText('Write the news first')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('News for the holders'), 'The first harvest is in.');
  await user.click(within(dialog).getByRole('button', { name: 'Post news' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: 'News posted' });
  expect(api.callsTo('POST', 'admin/investments/3/news')[0].body).toEqual({ news: 'The first harvest is in.' });
});

it('runs the maturity payout after the confirmation and shows what was paid and what remains', async () => {
  const api = investmentsApi({ 'POST admin/investments/3/payout': { body: { success: true, message: '4 holdings paid: every holder has been paid', paid: 4, remaining: 0, status: 'paid' } } });
  const { user } = renderPage(<InvestmentsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Manage Cassava Farm 2027' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cassava Farm 2027' });
  await user.click(within(dialog).getByRole('button', { name: 'Run payout' }));
  const confirm = await screen.findByRole('dialog', { name: 'Run payout' });
  expect(confirm).toHaveTextContent('₦690,000.00');
  expect(api.callsTo('POST', 'admin/investments/3/payout')).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: 'Yes, run payout' }));
  expect(await findAlert()).toEqual({ title: 'Success', message: '4 holdings paid: every holder has been paid' });
  expect(within(dialog).getByRole('status')).toHaveTextContent('Paid: 4 · Remaining: 0');
});

it('shows the API’s refusal of a payout before maturity', async () => {
  const REFUSAL = 'Cassava Farm 2027 matures on 2027-06-30: it cannot be paid out before then';
  investmentsApi({ 'POST admin/investments/3/payout': { status: 409, body: { success: false, message: REFUSAL } } });
  const { user } = renderPage(<InvestmentsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Manage Cassava Farm 2027' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cassava Farm 2027' });
  await user.click(within(dialog).getByRole('button', { name: 'Run payout' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Run payout' })).getByRole('button', { name: 'Yes, run payout' }));
  expect(await findAlert()).toEqual({ title: 'Error', message: REFUSAL });
  expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
});

it('says when there is no investment, and shows the error with Retry', async () => {
  const api = mockApi({ 'GET admin/investments': { body: [] } });
  const { unmount } = renderPage(<InvestmentsPanel />);
  expect(await screen.findByText('No investments yet')).toBeInTheDocument();
  unmount();
  api.on('GET admin/investments', { status: 500, body: { success: false, message: 'The investments could not be read' } });
  const { user } = renderPage(<InvestmentsPanel />);
  expect(await screen.findByText('The investments could not be read')).toBeInTheDocument();
  api.on('GET admin/investments', { body: [halal] });
  await user.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('button', { name: 'Manage Halal Trade Fund' })).toBeInTheDocument();
});
