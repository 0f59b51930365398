// MY LOAN (facts §3.7): "My Loans", Ongoing | Completed, the cards, and their dialogs. Ongoing reads `loan/view_loan`;
// Completed reads `getCompletedLoans` (completed and cancelled loans) when it is chosen.
import { useState } from 'react';
import { EmptyState, ErrorState, Section, Spinner, useLoad } from '@coop/shared';
import type { LoanCard } from '@coop/api/contract';
import { loansApi } from '../../features/loans/api';
import { ConfirmAction } from '../ConfirmAction';
import { isOngoing } from '../status';
import { useCall, useLoansVersion } from '../useCall';
import { LoanCardView } from './LoanCardView';
import { LoanDetailsDialog } from './LoanDetailsDialog';
import { RepayDialog } from './RepayDialog';
import { OngoingToggle } from '../OngoingToggle';
import styles from '../layout';

export function MyLoansTab() {
  const version = useLoansVersion();
  const [view, setView] = useState<'ongoing' | 'completed'>('ongoing');
  const ongoing = useLoad(loansApi.myLoans, `my-loans-${version}`, view === 'ongoing');
  const completed = useLoad(loansApi.completedLoans, `completed-loans-${version}`, view === 'completed');
  const loans = view === 'ongoing' ? ongoing : completed;
  const [details, setDetails] = useState<number | null>(null);
  const [repaying, setRepaying] = useState<LoanCard | null>(null);
  const [cancelling, setCancelling] = useState<LoanCard | null>(null);
  const cancel = useCall(`cancel-${cancelling?.loan_id ?? 0}`);
  const autoRepay = useCall('auto-repay');

  const shown = (loans.data ?? []).filter((l) => (view === 'ongoing' ? isOngoing(l.loan_status) : !isOngoing(l.loan_status)));
  let body;
  if (loans.status === 'error' && !loans.data) body = <ErrorState message={loans.message} onRetry={loans.retry} />;
  else if (!loans.data) body = <Spinner label={view === 'ongoing' ? 'Loading your loans…' : 'Loading your completed loans…'} />;
  else if (!shown.length) body = <EmptyState title={view === 'ongoing' ? 'You currently do not have any ongoing loan' : 'You currently do not have any Completed loan'} />;
  else
    body = (
      <div className={styles.cards}>
        {shown.map((loan) => (
          <LoanCardView
            key={loan.loan_id}
            loan={loan}
            actions={{
              onDetails: () => setDetails(loan.loan_id),
              onCancel: () => setCancelling(loan),
              onRepay: () => setRepaying(loan),
              onAutoRepay: (on) => autoRepay.run({ method: 'POST', path: `loan/auto_repay/${loan.loan_id}`, body: { auto_repay: on }, successMessage: on ? 'Auto-repay is on' : 'Auto-repay is off' }),
              autoRepayBusy: autoRepay.pending,
            }}
          />
        ))}
      </div>
    );

  return (
    <Section title="My Loans">
      <OngoingToggle view={view} onChange={setView} label="Which loans" />
      {body}
      <LoanDetailsDialog loanId={details} onClose={() => setDetails(null)} />
      {repaying && <RepayDialog open loanId={repaying.loan_id} outstanding={repaying.outstanding} onClose={() => setRepaying(null)} />}
      <ConfirmAction
        open={cancelling !== null}
        task="cancel"
        busy={cancel.pending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.run({ method: 'GET', path: `cancel_loan/${cancelling.loan_id}`, successMessage: 'Loan request cancelled' });
          setCancelling(null);
        }}
      />
    </Section>
  );
}
