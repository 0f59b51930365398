// One target's own page (`?plan=<id>` on the target tab; spec §7 `targets/details/{id}`, `targets/total_funds/{id}`,
// `targets/transactions/{id}`): its goal and progress, what it holds now, Fund and Withdraw while it is ongoing, and
// its history page by page. Everything is read again after a withdrawal.
import { useCallback, useState } from 'react';
import { Button, Card, ErrorState, formatDate, formatNaira, isPositiveNaira, ProgressBar, Section, Spinner, useLoad } from '@coop/shared';
import type { TargetPlan } from '@coop/api/contract';
import { targetsApi } from '../../features/targets/api';
import { withdrawalsApi } from '../../features/withdrawals/api';
import { calls } from '../../features/calls';
import { PagedTransactions } from '../plan/PagedTransactions';
import { QuickSaveButton } from '../quickSave/QuickSaveButton';
import { TargetWithdrawDialog } from '../withdraw/TargetWithdrawDialog';
import styles from '../plan/planStyles';

export const TARGET_PARAM = 'plan';
export const targetPagePath = (id: number) => `?${TARGET_PARAM}=${id}`;

const STATUS_TEXT: Record<TargetPlan['status'], string> = { active: 'Ongoing', completed: 'Completed', exited: 'Stopped' };

/** the page's load key: it reads again after any change (a withdrawal; a Fund returns to the targets, spec §4) */
function useMoneyVersion(id: number): string {
  return `${id}:${calls.useVersion()}`;
}

function TargetHistory({ target, version }: { target: TargetPlan; version: string }) {
  return (
    <Section title="Transactions History">
      <PagedTransactions caption={`${target.target_name} transactions`} load={(page) => targetsApi.transactions(target.id, page)} reloadKey={version} />
    </Section>
  );
}

export function TargetPage({ id, onBack }: { id: number; onBack: () => void }) {
  const version = useMoneyVersion(id);
  const details = useLoad(async () => (await targetsApi.details(id))[0], `details:${version}`);
  const funds = useLoad(() => withdrawalsApi.targetFunds(id), `funds:${version}`);
  const [withdrawing, setWithdrawing] = useState<TargetPlan | null>(null);
  const closeWithdraw = useCallback(() => setWithdrawing(null), []);
  const target = details.data ?? null;
  const saved = funds.data?.balance ?? target?.target_balance ?? '0.00';

  const body = () => {
    if (details.status === 'error' && !target) return <ErrorState message={details.message} onRetry={details.retry} />;
    if (!target) return <Spinner label="Loading your target…" />;
    const ongoing = target.status === 'active';
    return (
      <>
        <Card title={target.target_name} headingLevel={3}>
          <div className={styles.stack}>
            <dl className={styles.details}>
              <dt>Status</dt>
              <dd>{STATUS_TEXT[target.status]}</dd>
              <dt>Targeted Amount</dt>
              <dd>{formatNaira(target.targeted_amount)}</dd>
              <dt>{ongoing ? 'Saved now' : 'Paid into your wallet'}</dt>
              <dd>{funds.status === 'error' && ongoing ? 'Not available' : formatNaira(ongoing ? saved : target.target_balance)}</dd>
              <dt>Saving</dt>
              <dd>
                {formatNaira(target.amount)} {target.frequency.toLowerCase()}
              </dd>
              <dt>Ends</dt>
              <dd>{formatDate(target.end_date)}</dd>
            </dl>
            {funds.status === 'error' && ongoing && <ErrorState message={funds.message} onRetry={funds.retry} />}
            <ProgressBar label="% Complete" value={target.percent_complete} valueText={`${target.percent_complete}% Complete`} />
            {ongoing && (
              <div className={styles.actions}>
                <QuickSaveButton pkg="target" targetId={target.id} label="Fund" variant="secondary" />
                {isPositiveNaira(saved) && (
                  <Button variant="secondary" onClick={() => setWithdrawing(target)}>
                    Withdraw
                  </Button>
                )}
              </div>
            )}
          </div>
        </Card>
        <TargetHistory key={target.id} target={target} version={version} />
      </>
    );
  };

  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onBack}>
          ← All targets
        </Button>
      </div>
      {body()}
      <TargetWithdrawDialog target={withdrawing} onClose={closeWithdraw} />
    </div>
  );
}
