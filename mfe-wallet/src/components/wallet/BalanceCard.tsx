import { Button, Card, ErrorState, formatNaira, isPositiveAmount, Spinner, Stat, type LoadResult } from '@coop/shared';
import type { Money } from '@coop/api/contract';
import styles from '@coop/shared/styles/layout.module.css';

export interface BalanceCardProps {
  balance: LoadResult<Money> & { retry: () => void };
  onAddFund: () => void;
  onWithdraw: () => void;
}

/** "Wallet Balance" with Add Fund, and Withdraw while there is money to withdraw (facts §3.5, spec §3 `isAvailable`). */
export function BalanceCard({ balance, onAddFund, onWithdraw }: BalanceCardProps) {
  const loading = balance.status === 'loading';
  const isAvailable = balance.data !== undefined && isPositiveAmount(balance.data);
  const value = balance.data !== undefined ? formatNaira(balance.data) : loading ? <Spinner size="small" label="Loading wallet balance…" /> : '—';
  return (
    <Card>
      {balance.status === 'error' && balance.data === undefined ? (
        <ErrorState title="Wallet Balance" message={balance.message} onRetry={balance.retry} retrying={loading} />
      ) : (
        <Stat label="Wallet Balance" value={value} tone="primary" />
      )}
      <div className={styles.actions}>
        <Button onClick={onAddFund}>Add Fund</Button>
        {isAvailable && (
          <Button variant="secondary" onClick={onWithdraw}>
            Withdraw
          </Button>
        )}
      </div>
    </Card>
  );
}
