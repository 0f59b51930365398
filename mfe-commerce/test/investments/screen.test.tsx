// /investments and /market as a member browses them (spec §7 "Investments", facts §3.9): the totals, the two products
// with their investment cards, the market's category filter, ?kind=halal, and the loading, empty, error and
// non-member states.
import { screen, within } from '@testing-library/react';
import { memberUser, signIn } from '@coop/shared/testing';
import InvestmentsPage from '../../src/pages/InvestmentsPage';
import MarketPage from '../../src/pages/MarketPage';
import { investmentCard, investmentsApiMock } from './fixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

const card = (name: string) => screen.findByRole('region', { name });

it('shows my totals, market and halal apart and summed', async () => {
  investmentsApiMock();
  renderPage(<InvestmentsPage />, { path: '/investments' });
  const total = await screen.findByRole('group', { name: 'Investments' });
  expect(total).toHaveTextContent('₦40,000.00');
  expect(total).toHaveTextContent('5 slots');
  expect(screen.getByRole('group', { name: 'Market Investments' })).toHaveTextContent('₦10,000.00');
  expect(screen.getByRole('group', { name: 'Halal Investments' })).toHaveTextContent('₦30,000.00');
  expect(screen.getByRole('group', { name: 'Halal Investments' })).toHaveTextContent('3 slots');
});

it('opens /market on Market → Explore with each investment’s card', async () => {
  investmentsApiMock({ 'GET show_all_investment': { body: [investmentCard(), investmentCard({ id: 7, investment_type: 'Cassava Mill', on_sale: false, unit_remaining: 0 })] } });
  renderPage(<MarketPage />, { path: '/market' });
  expect(screen.getByRole('tab', { name: 'Market' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Explore' })).toHaveAttribute('aria-selected', 'true');
  const rice = await card('Rice Farm Cycle');
  expect(within(rice).getByRole('img', { name: 'Rice Farm Cycle' })).toHaveAttribute('src', '/api/investment_image/5/abcdefghijklmnopqrstuv.webp');
  expect(rice).toHaveTextContent('₦5,000.00 per slot');
  expect(rice).toHaveTextContent('₦750.00 per slot');
  expect(rice).toHaveTextContent('8 of 10');
  expect(rice).toHaveTextContent('30 Jun 2027');
  expect(within(rice).getByText('On sale')).toBeInTheDocument();
  expect(within(await card('Cassava Mill')).getByText('Sold out')).toBeInTheDocument();
});

it('filters the market place by category, "All" showing every one again', async () => {
  const api = investmentsApiMock();
  const { user } = renderPage(<InvestmentsPage />, { path: '/investments' });
  await card('Poultry Expansion');
  await user.click(await screen.findByRole('button', { name: 'Livestock' }));
  expect(screen.getByRole('button', { name: 'Livestock' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByRole('region', { name: 'Rice Farm Cycle' })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Poultry Expansion' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'All' }));
  expect(screen.getByRole('region', { name: 'Rice Farm Cycle' })).toBeInTheDocument();
  expect(api.callsTo('GET', 'show_category')[0].query.token).toBe(memberUser.token);
});

it('switches to Halal (the halal list, no categories), and opens on it from ?kind=halal', async () => {
  const api = investmentsApiMock();
  const { user, unmount } = renderPage(<InvestmentsPage />, { path: '/investments' });
  await card('Rice Farm Cycle');
  await user.click(screen.getByRole('tab', { name: 'Halal' }));
  expect(await card('Sukuk Trade Fund')).toHaveTextContent('₦10,000.00 per slot');
  expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
  expect(api.callsTo('GET', 'show_all_halai')).toHaveLength(1);
  unmount();

  renderPage(<InvestmentsPage />, { path: '/investments', route: '/investments?kind=halal' });
  expect(screen.getByRole('tab', { name: 'Halal' })).toHaveAttribute('aria-selected', 'true');
  expect(await card('Sukuk Trade Fund')).toBeInTheDocument();
});

it('says so when a product has no investments yet', async () => {
  investmentsApiMock({ 'GET show_all_halai': { body: [] } });
  renderPage(<InvestmentsPage />, { path: '/investments', route: '/investments?kind=halal' });
  expect(await screen.findByText('There are no halal investments yet')).toBeInTheDocument();
});

it('shows a failed list with Retry, which loads it again', async () => {
  const api = investmentsApiMock({ 'GET show_all_investment': { status: 503, body: { success: false, message: 'Service unavailable' } } });
  const { user } = renderPage(<InvestmentsPage />, { path: '/investments' });
  const failed = await screen.findByText('Service unavailable');
  api.on('GET show_all_investment', { body: [investmentCard()] });
  await user.click(within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
  expect(await card('Rice Farm Cycle')).toBeInTheDocument();
});

it('shows the API’s refusal to a member whose membership it does not know', async () => {
  const refused = { status: 403, body: { success: false, message: 'Investments are for members. Pay the registration fee to become a member.' } };
  investmentsApiMock({ 'GET show_all_investment': refused, 'GET marketTotal': refused, 'GET halaiTotal': refused });
  renderPage(<InvestmentsPage />, { path: '/investments' });
  expect(await screen.findAllByText('Investments are for members. Pay the registration fee to become a member.')).toHaveLength(2);
});

it('keeps the screen from a non-member, offering membership, and asks the API nothing', async () => {
  window.localStorage.clear();
  signIn(memberUser, { member_status: false });
  const api = investmentsApiMock();
  renderPage(<MarketPage />, { path: '/market' });
  expect(await screen.findByRole('button', { name: 'Become a Member' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Market' })).not.toBeInTheDocument();
  expect(api.calls.filter((c) => /Total$|^show_all|^user_/.test(c.path))).toHaveLength(0);
});
