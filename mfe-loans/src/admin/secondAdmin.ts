// Why a loan waits for a second administrator: above the dual-approval threshold in force when it was approved, the
// one who approved it may not also disburse it.
import type { AdminLoanRow } from '@coop/api/contract';

export function secondAdminReason(loan: Pick<AdminLoanRow, 'approved_by'>, signedInId: number | undefined): string {
  const approver = loan.approved_by;
  if (!approver) return 'Above the two-administrator threshold: the administrator who approves it may not also disburse it.';
  if (approver.id === signedInId) return 'Above the two-administrator threshold in force when it was approved: you approved it, so another administrator must disburse it.';
  return `Above the two-administrator threshold in force when it was approved: ${approver.name} approved it, so another administrator must disburse it.`;
}
