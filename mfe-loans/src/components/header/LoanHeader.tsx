// The /loan header (facts §3.7): the "Guarantable Amount" card and Request Loan — behind the shareholding gate, and
// with a guarantable amount of 0 the "Low Guanrantable amout" dialog that sends the member to regular savings.
import { useState } from 'react';
import { Button, Card, ErrorState, formatNaira, Modal, navigate, Spinner, Stat, useLoad } from '@coop/shared';
import { loansApi } from '../../features/loans/api';
import { useSharesGate } from '../gate/SharesGate';
import { LoanRequestDialog } from '../request/LoanRequestDialog';
import { useLoansVersion } from '../useCall';
import styles from '../layout';

export function LoanHeader() {
  const version = useLoansVersion();
  const guarantable = useLoad(loansApi.guarantable, `guarantable-${version}`);
  const gate = useSharesGate();
  const [requesting, setRequesting] = useState(false);
  const [low, setLow] = useState(false);
  const data = guarantable.data;

  const request = () =>
    gate.guard(() => {
      if (data && Number(data.balance) <= 0) setLow(true);
      else setRequesting(true);
    });

  return (
    <Card title="Guarantable Amount">
      {guarantable.status === 'error' ? (
        <ErrorState message={guarantable.message} onRetry={guarantable.retry} />
      ) : !data ? (
        <Spinner label="Loading your guarantable amount…" />
      ) : (
        <div className={styles.stack}>
          <Stat label="Guarantable Amount" value={formatNaira(data.balance)} tone="primary" hint={`You may request up to ${formatNaira(data.loan_limit)}; ${formatNaira(data.pledged)} of your savings is pledged`} />
          <p className={styles.muted}>Our loans are interest free. Your regular and save-to-loan savings, less what is pledged, are your guarantable amount.</p>
          <div className={styles.actions}>
            <Button onClick={request}>Request Loan</Button>
          </div>
        </div>
      )}
      {gate.dialog}
      {data && <LoanRequestDialog open={requesting} guarantable={data.balance} onClose={() => setRequesting(false)} />}
      <Modal open={low} title="Low Guanrantable amout" onClose={() => setLow(false)}>
        <div className={styles.stack}>
          <p>Your guarantable amount must be at least half of your proposed loan request. Click Ok to Fund your Regular Savings account.</p>
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={() => setLow(false)}>
              Cancel
            </Button>
            <Button onClick={() => navigate('/savings-tab/regular')}>Ok</Button>
          </div>
        </div>
      </Modal>
    </Card>
  );
}
