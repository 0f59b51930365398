// How a plan's schedule reads: "Weekly on Monday at 08:30".
import type { SavingsPlan } from '@coop/api/contract';
import { WEEK_DAYS } from './ScheduleFields';

export function dayOf(plan: Pick<SavingsPlan, 'frequency' | 'transaction_day' | 'transaction_month'>): string | null {
  if (plan.frequency === 'Weekly') return String(WEEK_DAYS.find((d) => d.value === plan.transaction_day)?.label ?? plan.transaction_day);
  if (plan.frequency === 'Monthly') return `Day ${plan.transaction_month} of the month`;
  return null;
}
