// What the member's file acts with (issue 25): suspend and reactivate (with a reason), the verification and
// password-reset mails, unlocking withdrawals, and the member's statement download. Wire types: api/src/contract
// (memberActions.ts, withdrawals.ts).
import { downloadFile, http } from '@coop/shared';
import type { MemberMailReply, MemberSuspensionReply, UnlockPinsReply } from '@coop/api/contract';

export type StatementFormat = 'csv' | 'pdf';

export const memberApi = {
  suspend: (id: number, reason: string) => http.post<MemberSuspensionReply>(`admin/members/${id}/suspend`, { reason }),
  reactivate: (id: number, reason?: string) => http.post<MemberSuspensionReply>(`admin/members/${id}/reactivate`, reason ? { reason } : {}),
  verificationMail: (id: number) => http.post<MemberMailReply>(`admin/members/${id}/verification_mail`, {}),
  passwordResetMail: (id: number) => http.post<MemberMailReply>(`admin/members/${id}/password_reset_mail`, {}),
  unlockWithdrawals: (id: number) => http.post<UnlockPinsReply>(`admin/pin_locks/${id}/unlock`, {}),
  /** saves the file; resolves with its name */
  statement: (id: number, format: StatementFormat, range: { from: string; to: string }) =>
    downloadFile(`admin/members/${id}/statement.${format}`, { from: range.from, to: range.to }, `statement-${id}.${format}`),
};
