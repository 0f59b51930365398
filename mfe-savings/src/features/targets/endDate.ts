// A target's end date (facts §3.3), as the API computes it (api/src/modules/savings/schedule.ts `targetEndDate`):
// n = round(targeted / per-period amount), at least 1; Daily adds n days, Weekly 7n days, Monthly n months, a month
// end clamped (31 Jan + 1 month = 28/29 Feb). Kobo integers, never floats.
import { nairaToKobo } from '@coop/shared';
import type { SavingsFrequency } from '@coop/api/contract';

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month0 = total % 12;
  return new Date(Date.UTC(year, month0, Math.min(d, daysInMonth(year, month0)))).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD', or null until the amounts, frequency and start date are all there */
export function targetEndDate(targeted: string, amount: string, frequency: SavingsFrequency | '', startDate: string): string | null {
  const targetedKobo = nairaToKobo(targeted);
  const amountKobo = nairaToKobo(amount);
  if (!targetedKobo || !amountKobo || targetedKobo <= 0n || amountKobo <= 0n || !frequency || !DATE.test(startDate)) return null;
  const periods = Number((targetedKobo * 2n + amountKobo) / (amountKobo * 2n)) || 1;
  if (frequency === 'Daily') return addDays(startDate, periods);
  if (frequency === 'Weekly') return addDays(startDate, 7 * periods);
  return addMonths(startDate, periods);
}
