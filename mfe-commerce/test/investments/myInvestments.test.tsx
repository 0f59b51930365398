// My Investments (`user_investments`, `user_halai`): what I hold with its expected returns, payout and maturity date,
// "Paid out" once matured and paid, and an empty state that leads back to Explore.
import { screen, within } from '@testing-library/react';
import { signIn } from '@coop/shared/testing';
import { InvestmentsScreen } from '../../src/components/investments/InvestmentsScreen';
import { holding, investmentsApiMock } from './fixtures';
import { renderPage } from '../support/renderPage';

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

it('shows each market holding with what was paid, the returns, the payout and the maturity date', async () => {
  investmentsApiMock({
    'GET user_investments': { body: [holding(), holding({ investments_id: 4, investment_type: 'Yam Barn 2025', slots: 1, amount: '4000.00', expected_returns: '400.00', payout: '4400.00', maturity_date: '2026-01-31', paid_out: true })] },
  });
  renderPage(<InvestmentsScreen />, { path: '/investments', route: '/investments?view=mine' });
  expect(screen.getByRole('tab', { name: 'My Investments' })).toHaveAttribute('aria-selected', 'true');
  const rice = await screen.findByRole('region', { name: 'Rice Farm Cycle' });
  for (const text of ['2 Slots', '₦5,000.00 per unit', 'Amount Paid₦10,000.00', 'Expected Returns₦1,500.00', 'Payout at Maturity₦11,500.00', '30 Jun 2027']) expect(rice).toHaveTextContent(text);
  expect(within(rice).queryByText('Paid out')).not.toBeInTheDocument();
  const yam = screen.getByRole('region', { name: 'Yam Barn 2025' });
  expect(yam).toHaveTextContent('1 Slot');
  expect(within(yam).getByText('Paid out')).toBeInTheDocument();
});

it('reads the halal holdings on the Halal tab', async () => {
  const api = investmentsApiMock({ 'GET user_halai': { body: [holding({ investments_id: undefined, halai_investments_id: 9, investment_type: 'Sukuk Trade Fund', kind: 'halal' })] } });
  renderPage(<InvestmentsScreen />, { path: '/investments', route: '/investments?kind=halal&view=mine' });
  expect(await screen.findByRole('region', { name: 'Sukuk Trade Fund' })).toBeInTheDocument();
  expect(api.callsTo('GET', 'user_investments')).toHaveLength(0);
});

it('says there is nothing yet and leads to Explore', async () => {
  investmentsApiMock();
  const { user } = renderPage(<InvestmentsScreen />, { path: '/investments' });
  await user.click(screen.getByRole('tab', { name: 'My Investments' }));
  expect(await screen.findByText('You have no market investments yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Explore market investments' }));
  expect(screen.getByRole('tab', { name: 'Explore' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('region', { name: 'Rice Farm Cycle' })).toBeInTheDocument();
});

it('shows a failed read with Retry', async () => {
  const api = investmentsApiMock({ 'GET user_investments': { status: 500, body: { success: false, message: 'Something went wrong' } } });
  const { user } = renderPage(<InvestmentsScreen />, { path: '/investments', route: '/investments?view=mine' });
  const panel = await screen.findByRole('tabpanel', { name: 'My Investments' });
  expect(await within(panel).findByText('Something went wrong')).toBeInTheDocument();
  api.on('GET user_investments', { body: [holding()] });
  await user.click(within(panel).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Rice Farm Cycle' })).toBeInTheDocument();
});
