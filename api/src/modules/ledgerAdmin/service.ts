// The society's balances: every society account, then the members' accounts summed by purpose. Across all rows
// the balances sum to zero (double entry).
import { sql } from 'drizzle-orm';
import type { SocietyBalance } from '../../contract';
import type { Executor } from '../../db/client';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND } from '../../ledger';
import { queryRows, toBigInt } from '../../ledger/sql';
import { formatKobo } from '../../money/money';
import { CARD_FEES_PURPOSE } from '../payments';

const SOCIETY_LABELS: Record<string, string> = {
  [SOCIETY_ACCOUNT_KIND.providerClearing]: 'Card and transfer provider: money it holds for us (negative) or we owe it',
  [SOCIETY_ACCOUNT_KIND.payoutsInFlight]: 'Withdrawals being paid out to members’ banks',
  [SOCIETY_ACCOUNT_KIND.feeIncome]: 'Fee income',
  [SOCIETY_ACCOUNT_KIND.registrationFeeIncome]: 'Registration fees received',
  [SOCIETY_ACCOUNT_KIND.suspense]: 'Money not yet allocated (suspense)',
  [SOCIETY_ACCOUNT_KIND.loanFund]: 'Loan fund: lent out (negative) less repaid',
  [SOCIETY_ACCOUNT_KIND.loansReceivableContra]: 'What members owe on loans, the society’s side',
  [SOCIETY_ACCOUNT_KIND.loanFormFeeIncome]: 'Loan form fees received',
  [SOCIETY_ACCOUNT_KIND.loanFeeHeld]: 'Loan form fees held for an application',
  [SOCIETY_ACCOUNT_KIND.businessMarkupIncome]: 'Business finance mark-up earned',
  [SOCIETY_ACCOUNT_KIND.orderDownPaymentsHeld]: 'Product orders’ down payments held until delivery',
  [SOCIETY_ACCOUNT_KIND.productSales]: 'Product finance sales received',
  [SOCIETY_ACCOUNT_KIND.ordersReceivableContra]: 'What members owe on product orders, the society’s side',
  [SOCIETY_ACCOUNT_KIND.investmentReturns]: 'Investment returns paid to members',
  [CARD_FEES_PURPOSE]: 'Card fees members paid, passed on to the card provider',
};

const MEMBER_LABELS: Record<string, string> = {
  [MEMBER_ACCOUNT_KIND.wallet]: 'Members’ wallets (total)',
  [MEMBER_ACCOUNT_KIND.regularSavings]: 'Members’ regular savings (total)',
  [MEMBER_ACCOUNT_KIND.saveToLoan]: 'Members’ save-to-loan savings (total)',
  [MEMBER_ACCOUNT_KIND.shares]: 'Members’ shareholdings (total)',
  [MEMBER_ACCOUNT_KIND.loanReceivable]: 'Loans members owe (total)',
  target_savings: 'Members’ target savings (total)',
  order_receivable: 'Product orders members owe (total)',
};

const sentence = (purpose: string) => {
  const words = purpose.replace(/[_:]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export async function societyBalances(executor: Executor): Promise<SocietyBalance[]> {
  const society = await queryRows(executor, sql`SELECT purpose, balance::text AS balance FROM ledger_accounts WHERE kind = 'society' ORDER BY purpose`);
  // target_savings:<id> accounts are one purpose for this summary
  const members = await queryRows(
    executor,
    sql`SELECT split_part(purpose, ':', 1) AS purpose, sum(balance)::text AS balance FROM ledger_accounts WHERE kind = 'member'
        GROUP BY split_part(purpose, ':', 1) ORDER BY 1`,
  );
  return [
    ...society.map((r) => ({ purpose: String(r.purpose), label: SOCIETY_LABELS[String(r.purpose)] ?? sentence(String(r.purpose)), balance: formatKobo(toBigInt(r.balance)) })),
    ...members.map((r) => ({
      purpose: `members:${String(r.purpose)}`,
      label: MEMBER_LABELS[String(r.purpose)] ?? `Members’ ${sentence(String(r.purpose)).toLowerCase()} (total)`,
      balance: formatKobo(toBigInt(r.balance)),
    })),
  ];
}
