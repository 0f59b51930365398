// Status labels and badge tones as the original showed them (facts §4.1–§4.3), as the kit's status maps.
import { statusMap } from '@coop/shared';

export const LOAN_STATUS = statusMap<number>({
  0: ['PENDING', 'warning'],
  1: ['ACTIVE', 'success'],
  2: ['PROCESSING', 'neutral'],
  11: ['DISBURSED', 'success'],
  3: ['COMPLETED', 'success'],
  9: ['CANCELLED', 'danger'],
});

export const GUARANTOR_STATUS = statusMap<number>({
  0: ['Pending', 'warning'],
  1: ['Active', 'success'],
  2: ['Cancelled', 'danger'],
});

/** Ongoing: pending, processing, approved, disbursed; Completed: completed, cancelled */
export const isOngoing = (status: number) => status !== 3 && status !== 9;

export const confirmText = (task: string) => `Are you sure? Once you ${task}, you will not be able to reverse your action!`;
