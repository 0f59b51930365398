// The trial balance: every line of the books (./balances.ts) in the debit or the credit column. Our ledger is
// credit-positive (a positive balance is a credit), so the columns are the balance's sign, and the totals are equal
// because every transfer balances.
import type { TrialBalanceLine, TrialBalanceReply } from '../../contract';
import type { Executor } from '../../db/client';
import { formatKobo } from '../../money/money';
import type { ReportDay } from './asOf';
import { balanceLines } from './balances';
import { memberFamilyLabel, societyLabel } from './labels';

export async function trialBalance(executor: Executor, day: ReportDay): Promise<TrialBalanceReply> {
  const lines = await balanceLines(executor, day);
  let debit = 0n;
  let credit = 0n;
  const rows: TrialBalanceLine[] = lines.map((line) => {
    const isDebit = line.balance < 0n;
    if (isDebit) debit -= line.balance;
    else credit += line.balance;
    return {
      key: line.key,
      label: line.kind === 'society' ? societyLabel(line.name) : memberFamilyLabel(line.name),
      kind: line.kind,
      accounts: line.accounts,
      debit: formatKobo(isDebit ? -line.balance : 0n),
      credit: formatKobo(isDebit ? 0n : line.balance),
    };
  });
  return {
    success: true,
    as_of: day.date,
    source: day.isToday ? 'maintained_balances' : 'postings_as_of',
    lines: rows,
    total_debit: formatKobo(debit),
    total_credit: formatKobo(credit),
    balanced: debit === credit,
  };
}
