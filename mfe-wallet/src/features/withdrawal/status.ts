// A withdrawal's money timeline: reserved → sent → confirmed, or reversed (money back in the wallet).
import type { Withdrawal, WithdrawalStatus } from '@coop/api/contract';

export const FINAL_STATUSES: readonly WithdrawalStatus[] = ['confirmed', 'reversed'];

export function isFinal(status: WithdrawalStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

export const STATUS_LABELS: Record<WithdrawalStatus, string> = {
  reserved: 'Reserved',
  sent: 'Sent',
  confirmed: 'Confirmed',
  reversed: 'Reversed',
};

export const STEP_TEXT: Record<WithdrawalStatus, string> = {
  reserved: 'The money left your wallet and is held for the transfer',
  sent: 'The transfer to your bank is on its way',
  confirmed: 'Paid into your bank account',
  reversed: 'The transfer failed; the money is back in your wallet',
};

export interface TimelineView {
  state: WithdrawalStatus;
  label: string;
  text: string;
  /** when it happened; null while it is still to come */
  at: string | null;
  note?: string;
  done: boolean;
}

/** The steps to show: the three of a normal withdrawal, with reversed in place of confirmed when it failed. */
export function timelineOf(withdrawal: Withdrawal): TimelineView[] {
  const reached = new Map((withdrawal.timeline ?? []).map((step) => [step.state, step]));
  const reversed = withdrawal.status === 'reversed' || reached.has('reversed');
  const states: WithdrawalStatus[] = reversed
    ? (['reserved', 'sent', 'reversed'] as WithdrawalStatus[]).filter((s) => s !== 'sent' || reached.has('sent'))
    : ['reserved', 'sent', 'confirmed'];
  return states.map((state) => {
    const step = reached.get(state);
    return { state, label: STATUS_LABELS[state], text: STEP_TEXT[state], at: step?.at ?? null, note: step?.note, done: Boolean(step) };
  });
}
