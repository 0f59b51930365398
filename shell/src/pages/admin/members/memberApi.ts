// What the member's file acts with (issue 25): suspend and reactivate (with a reason), the verification and
// password-reset mails, unlocking withdrawals, and the member's statement download. Wire types: api/src/contract.
import { downloadFile, http } from '@coop/shared';
import type { MutationReply, UnlockPinsReply } from '@coop/api/contract';

/** the reply of suspend and reactivate */
export interface SuspensionReply {
  success: boolean;
  message: string;
  member: { id: number; suspended: boolean; suspended_at: string | null; suspended_by: { id: number; name: string; email: string } | null; suspension_reason: string | null };
}

export type StatementFormat = 'csv' | 'pdf';

export const memberApi = {
  suspend: (id: number, reason: string) => http.post<SuspensionReply>(`admin/members/${id}/suspend`, { reason }),
  reactivate: (id: number, reason?: string) => http.post<SuspensionReply>(`admin/members/${id}/reactivate`, reason ? { reason } : {}),
  verificationMail: (id: number) => http.post<MutationReply>(`admin/members/${id}/verification_mail`, {}),
  passwordResetMail: (id: number) => http.post<MutationReply>(`admin/members/${id}/password_reset_mail`, {}),
  unlockWithdrawals: (id: number) => http.post<UnlockPinsReply>(`admin/pin_locks/${id}/unlock`, {}),
  /** saves the file; resolves with its name */
  statement: (id: number, format: StatementFormat, range: { from: string; to: string }) =>
    downloadFile(`admin/members/${id}/statement.${format}`, { from: range.from, to: range.to }, `statement-${id}.${format}`),
};
