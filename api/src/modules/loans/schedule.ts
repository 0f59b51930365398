// A loan's repayment schedule (facts §4.7): Monthly has one instalment per month of the duration, Weekly four. The
// total splits into whole kobo exactly: every instalment is ⌊total ÷ n⌋ and the first (total mod n) get one kobo
// more, so the instalments always add up to the total. Dates are Lagos calendar days.
import { addDays, addMonths } from '../../time/lagos';
import type { LoanFrequency } from '../../db/schema';

export function instalmentCount(durationMonths: number, frequency: LoanFrequency): number {
  return frequency === 'Weekly' ? durationMonths * 4 : durationMonths;
}

/** the amount of one (the first, largest) instalment: what the member sees as "{Frequency} Repayment Amount" */
export function instalmentKobo(totalKobo: bigint, durationMonths: number, frequency: LoanFrequency): bigint {
  const n = BigInt(instalmentCount(durationMonths, frequency));
  return totalKobo / n + (totalKobo % n === 0n ? 0n : 1n);
}

/** the first due date: the member's start date, or one period after disbursement when that day has already passed */
export function firstDueDate(startDate: string, disbursedOn: string, frequency: LoanFrequency): string {
  if (startDate > disbursedOn) return startDate;
  return frequency === 'Weekly' ? addDays(disbursedOn, 7) : addMonths(disbursedOn, 1);
}

export interface PlannedInstalment {
  seq: number;
  dueDate: string;
  amountKobo: bigint;
}

export function instalmentPlan(totalKobo: bigint, durationMonths: number, frequency: LoanFrequency, firstDue: string): PlannedInstalment[] {
  const n = instalmentCount(durationMonths, frequency);
  const base = totalKobo / BigInt(n);
  const extra = Number(totalKobo % BigInt(n));
  return Array.from({ length: n }, (_, i) => ({
    seq: i + 1,
    // months count from the first due date itself so that a month end does not drift (31 Jan, 28 Feb, 31 Mar)
    dueDate: frequency === 'Weekly' ? addDays(firstDue, 7 * i) : addMonths(firstDue, i),
    amountKobo: base + (i < extra ? 1n : 0n),
  })).filter((p) => p.amountKobo > 0n);
}
