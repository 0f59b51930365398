// "Withdraw" on save-to-loan: its balance less what the liens hold. Liens pledge regular savings and save-to-loan
// together, so what can leave save-to-loan is min(save-to-loan, regular + save-to-loan − pledged); each pledge is
// named with its loan (`loan_owner_savings_balance`).
import { formatNaira, koboToNaira, nairaToKobo, useLoad } from '@coop/shared';
import type { GuarantableReply, Money } from '@coop/api/contract';
import { withdrawalsApi } from '../../features/withdrawals/api';
import { pledgeSentence, type Availability } from './availability';
import { WithdrawToWalletDialog } from './WithdrawToWalletDialog';

const kobo = (money: Money) => nairaToKobo(money) ?? 0n;

/** what save-to-loan can give now, and the words for what holds the rest */
export function saveToLoanAvailability(reply: GuarantableReply): Pick<Availability, 'lines' | 'available' | 'explanation'> {
  const saveToLoan = kobo(reply.save_to_loan);
  const free = kobo(reply.balance);
  const available = koboToNaira(free < saveToLoan ? free : saveToLoan);
  const pledges = reply.pledges ?? [];
  const explanation = pledges.map(pledgeSentence);
  if (pledges.length > 0 && kobo(reply.regular) > 0n) {
    explanation.push(`Pledges are held by your regular savings (${formatNaira(reply.regular)}) and save to loan together.`);
  }
  const lines = [{ label: 'Save To Loan Balance', amount: reply.save_to_loan }];
  if (kobo(reply.pledged) > 0n) lines.push({ label: 'Pledged to loans', amount: reply.pledged });
  return { lines, available, explanation };
}

export function SaveToLoanWithdrawDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const pledgeable = useLoad((signal) => withdrawalsApi.pledgeable(signal), 'pledgeable', open);
  const figures = pledgeable.data ? saveToLoanAvailability(pledgeable.data) : { lines: [], available: null, explanation: [] };
  return (
    <WithdrawToWalletDialog
      open={open}
      title="Withdraw from Save To Loan"
      from={{ kind: 'save_to_loan' }}
      availability={{ ...figures, loading: pledgeable.status === 'loading', error: pledgeable.status === 'error' ? pledgeable.message : null, retry: pledgeable.retry }}
      onClose={onClose}
    />
  );
}
