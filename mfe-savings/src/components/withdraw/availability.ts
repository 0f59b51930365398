// What a withdrawal dialog shows before the amount: the figures, what can be taken out now, and why the rest cannot.
import type { ReactNode } from 'react';
import { formatNaira } from '@coop/shared';
import type { Money, SavingsPledge } from '@coop/api/contract';

export interface AvailabilityLine {
  label: string;
  amount: Money;
}

export interface Availability {
  loading: boolean;
  error: string | null;
  retry: () => void;
  lines: AvailabilityLine[];
  /** at most this can be withdrawn now; null until it is known (the API still checks) */
  available: Money | null;
  /** why the balance is not all available, in words */
  explanation: ReactNode[];
}

/** "₦40,000.00 is pledged as cover for your loan #12 and cannot be withdrawn until it is repaid." */
export function pledgeSentence(pledge: SavingsPledge): string {
  const loan = pledge.loan_id === null ? 'loan' : `loan #${pledge.loan_id}`;
  const what = pledge.reason === 'loan_cover' ? `as cover for your ${loan}` : `as your guarantee of another member’s ${loan}`;
  return `${formatNaira(pledge.amount)} is pledged ${what} and cannot be withdrawn until it is repaid.`;
}
