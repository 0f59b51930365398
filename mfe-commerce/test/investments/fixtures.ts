// The API the investment screens meet (api investments/routes.ts), each reply overridable.
import type { HoldingRow, InvestmentCard, InvestmentDetails } from '@coop/api/contract';
import { mockApi, type Handler } from '@coop/shared/testing';

export function investmentCard(over: Partial<InvestmentCard> = {}): InvestmentCard {
  return {
    id: 5, market_categories_id: 1, investment_type: 'Rice Farm Cycle', investment_pic: '/api/investment_image/5/abcdefghijklmnopqrstuv.webp', current_values: '5000.00',
    expected_returns: '750.00', unit_remaining: 8, kind: 'market', units: 10, maturity_date: '2027-06-30', application_date: '2027-01-31', status: 'open', on_sale: true, ...over,
  };
}

export function investmentDetails(over: Partial<InvestmentDetails> = {}): InvestmentDetails {
  return { ...investmentCard(), insurance_partner: 'Leadway Assurance', start_date: '2026-12-01', description: 'A six-month rice cycle in Kebbi.', ...over };
}

export function holding(over: Partial<HoldingRow> = {}): HoldingRow {
  return {
    investments_id: 5, investment_type: 'Rice Farm Cycle', investment_pic: null, current_values: '5000.00', expected_returns: '1500.00', slots: 2, maturity_date: '2027-06-30',
    amount: '10000.00', payout: '11500.00', paid_out: false, kind: 'market', ...over,
  };
}

export const poultry = investmentCard({ id: 6, market_categories_id: 2, investment_type: 'Poultry Expansion', current_values: '2500.50', unit_remaining: 40, units: 50 });
export const sukuk = investmentCard({ id: 9, market_categories_id: null, kind: 'halal', investment_type: 'Sukuk Trade Fund', current_values: '10000.00', expected_returns: '1200.00', unit_remaining: 20, units: 20 });

export function investmentsApiMock(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET marketTotal': { body: { total: '10000.00', slots: 2 } },
    'GET halaiTotal': { body: { total: '30000.00', slots: 3 } },
    'GET show_all_investment': { body: [investmentCard(), poultry] },
    'GET show_all_halai': { body: [sukuk] },
    'GET show_category': { body: [{ id: 1, category_name: 'Agriculture' }, { id: 2, category_name: 'Livestock' }] },
    'GET single_investment/5': { body: investmentDetails() },
    'GET single_investment/9': { body: { ...sukuk, insurance_partner: '', start_date: '2026-12-01', description: '' } },
    'GET show_investment/5': { body: [] },
    'GET show_halai/9': { body: [] },
    'GET user_investments': { body: [] },
    'GET user_halai': { body: [] },
    'GET payment_methods': { body: { success: true, data: [{ name: 'Wallet' }, { name: 'Paystack' }] } },
    'GET getCards': { body: [] },
    'GET show_wallet_balance': { body: { success: true, balance: '50000.00' } },
    'GET payments/fee-preview': (call) => ({ body: { success: true, amount: call.query.amount, fee: '0.00', total: call.query.amount } }),
    ...extra,
  });
}
