// "Loan Repayment" (facts §3.7): what is outstanding, read fresh when the dialog opens, then Enter Repayment Amount —
// refused above what is owed with the original's text — then the wallet or a card through the kit. Business finance
// uses it too ("Business Loan Repayment", `business_finance_repayments/{id}`).
import { AmountThenPayDialog, Button, formatNaira, lagosToday } from '@coop/shared';
import { useCall } from '../useCall';
import { useOutstanding } from './useOutstanding';

export const MORE_THAN_BALANCE = 'Repaid Amount is more than your remaining balance';

/** `outstanding`: the list's figure, the limit until the fresh one arrives */
export function RepayDialog({ open, loanId, outstanding, business, onClose }: { open: boolean; loanId: number; outstanding: string; business?: boolean; onClose: () => void }) {
  const repay = useCall(`repay-${loanId}`);
  const fresh = useOutstanding(loanId, Boolean(business), open);
  const owed = fresh.data ?? outstanding;
  const path = business ? `business_finance_repayments/${loanId}` : `loanRepaymentsAdd/${loanId}`;
  const send = (body: unknown) => repay.run({ method: 'POST', path, tokenInQuery: business, money: true, body, successMessage: 'Your repayment has been received' });
  let intro;
  if (fresh.data !== undefined) intro = <span role="status">Outstanding: {formatNaira(fresh.data)}</span>;
  else if (fresh.status === 'error')
    intro = (
      <span role="alert">
        {fresh.message}{' '}
        <Button variant="ghost" onClick={fresh.retry}>
          Retry
        </Button>
      </span>
    );
  else intro = <span role="status">Checking what you still owe…</span>;
  return (
    <AmountThenPayDialog
      open={open}
      title={business ? 'Business Loan Repayment' : 'Loan Repayment'}
      onClose={onClose}
      request={{ done: repay.done, pending: repay.pending, error: repay.error, canRetry: Boolean(repay.intent) }}
      reset={repay.reset}
      onPay={(amount, source) => send({ id: loanId, repayment_amount: amount, trans_date: lagosToday(), date_time: lagosToday(), save_card: false, paystack_id: '', card_id: '', ...source })}
      onRetry={() => repay.intent && send(repay.intent.body)}
      intro={intro}
      amountLabel={business ? 'Enter Amount' : 'Enter Repayment Amount'}
      amountName="repayment_amount"
      amountSummary="Amount to repay"
      limits={{ max: owed, aboveMax: MORE_THAN_BALANCE }}
      purpose={business ? 'business_repayment' : 'loan_repayment'}
      submitLabel={business ? 'Add Fund' : 'Repay Loan'}
    />
  );
}
