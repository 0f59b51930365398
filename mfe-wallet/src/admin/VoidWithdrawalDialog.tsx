import { formatNaira, NoteDialog } from '@coop/shared';
import type { AdminWithdrawal } from '@coop/api/contract';

export const REASON_REQUIRED = 'A reason is required to void a withdrawal';

/** Confirms a void: the money goes back to the member's wallet, with the administrator's reason on record. */
export function VoidWithdrawalDialog({
  withdrawal,
  onConfirm,
  onClose,
}: {
  withdrawal: Pick<AdminWithdrawal, 'reference' | 'amount' | 'member_name'> | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <NoteDialog
      open={withdrawal !== null}
      title="Void withdrawal"
      intro={
        withdrawal &&
        `Void ${withdrawal.reference} of ${formatNaira(withdrawal.amount)} for ${withdrawal.member_name}? The money goes back to the member’s wallet. Do this only when the bank has not paid it.`
      }
      label="Reason"
      requiredMessage={REASON_REQUIRED}
      submitLabel="Void withdrawal"
      submitVariant="danger"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
