// The regular savings tab (facts §3.3): Quick Save and Withdraw (only with money to withdraw), "Latest
// Transactions", and the autosave card.
import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Section } from '@coop/shared';
import { selectRegular } from '../../features/regular/selectors';
import { regularRequested, transactionsRequested } from '../../features/regular/slice';
import { selectSavingsClient } from '../../features/savings/selectors';
import { AutosaveCard } from '../plan/AutosaveCard';
import { TransactionsTable } from '../plan/TransactionsTable';
import { QuickSaveButton } from '../quickSave/QuickSaveButton';
import { WithdrawDialog } from './WithdrawDialog';
import styles from '../plan/planStyles';
import { EligibilityMeter } from '../eligibility/EligibilityMeter';

export function RegularTab() {
  const dispatch = useDispatch();
  const { plan, transactions } = useSelector(selectRegular);
  const { isAvailable } = useSelector(selectSavingsClient);
  const [withdrawing, setWithdrawing] = useState(false);
  const closeWithdraw = useCallback(() => setWithdrawing(false), []);

  useEffect(() => {
    dispatch(regularRequested());
    dispatch(transactionsRequested({ page: 1 }));
  }, [dispatch]);

  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <QuickSaveButton pkg="regular" />
        {isAvailable && (
          <Button variant="secondary" onClick={() => setWithdrawing(true)}>
            Withdraw
          </Button>
        )}
      </div>
      <Section title="Latest Transactions">
        <TransactionsTable
          caption="Regular savings transactions"
          loading={transactions.loading}
          error={transactions.error}
          rows={transactions.data?.data ?? null}
          paginator={transactions.data}
          onPage={(page) => dispatch(transactionsRequested({ page }))}
          onRetry={() => dispatch(transactionsRequested({ page: transactions.page }))}
        />
      </Section>
      <AutosaveCard kind="regular" plan={plan} onRetry={() => dispatch(regularRequested())} />
      <EligibilityMeter />
      <WithdrawDialog open={withdrawing} onClose={closeWithdraw} />
    </div>
  );
}
