// How a withdrawal's history and its administrators' requests read on its page (the API sends the kinds and actions).
export const HISTORY_LABELS: Record<string, string> = {
  reserved: 'Reserved from the wallet',
  sent: 'Accepted by the provider',
  send_failed: 'Sending failed',
  checked: 'Checked with the provider',
  retried: 'Sent again by an administrator',
  voided_by_admin: 'Voided by an administrator',
  confirmed: 'Paid into the bank account',
  reversed: 'Reversed: the money is back in the wallet',
  anomaly: 'Paid by the bank after it was reversed',
};

export const ACTION_LABELS: Record<string, string> = {
  'withdrawals.retry': 'Retry',
  'withdrawals.void': 'Void',
};

export const OUTCOME_LABELS: Record<string, string> = { done: 'Done', refused: 'Refused', failed: 'Failed' };

export const historyLabel = (kind: string) => HISTORY_LABELS[kind] ?? kind;
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
