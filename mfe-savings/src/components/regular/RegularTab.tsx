// The regular savings tab (facts §3.3): Quick Save and Withdraw (only with money to withdraw), "Latest
// Transactions", and the autosave card.
import { useCallback, useState } from 'react';
import { asPaginator, Button, Section, useLoad } from '@coop/shared';
import type { SavingsTransaction } from '@coop/api/contract';
import { calls } from '../../features/calls';
import { isAvailable as canWithdraw, useHeaderFigures } from '../../features/plans/useHeaderFigures';
import { regularApi } from '../../features/regular/api';
import { loadableOf } from '../plan/loadableOf';
import { AutosaveCard } from '../plan/AutosaveCard';
import { TransactionsTable } from '../plan/TransactionsTable';
import { QuickSaveButton } from '../quickSave/QuickSaveButton';
import { WithdrawDialog } from './WithdrawDialog';
import styles from '../plan/planStyles';
import { EligibilityMeter } from '../eligibility/EligibilityMeter';

export function RegularTab() {
  const version = calls.useVersion();
  const isAvailable = canWithdraw(useHeaderFigures().data);
  const plan = useLoad(async () => (await regularApi.plan()).data?.[0] ?? null, `regular-plan-${version}`);
  const [page, setPage] = useState(1);
  const transactions = useLoad(() => regularApi.transactions(page).then((reply) => asPaginator<SavingsTransaction>(reply)), `regular-transactions-${page}-${version}`);
  const [withdrawing, setWithdrawing] = useState(false);
  const closeWithdraw = useCallback(() => setWithdrawing(false), []);

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
          loading={transactions.status === 'loading'}
          error={transactions.status === 'error' ? transactions.message : null}
          rows={transactions.data?.data ?? null}
          paginator={transactions.data}
          onPage={setPage}
          onRetry={transactions.retry}
        />
      </Section>
      <AutosaveCard kind="regular" plan={loadableOf(plan)} onRetry={plan.retry} />
      <EligibilityMeter />
      <WithdrawDialog open={withdrawing} onClose={closeWithdraw} />
    </div>
  );
}
