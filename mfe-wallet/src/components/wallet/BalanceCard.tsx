import { useSelector } from 'react-redux';
import { Button, Card, ErrorState, formatNaira, Spinner, Stat } from '@coop/shared';
import { selectBalance, selectIsAvailable } from '../../features/wallet/selectors';
import styles from '@coop/shared/styles/layout.module.css';

export interface BalanceCardProps {
  onAddFund: () => void;
  onWithdraw: () => void;
  onRetry: () => void;
}

/** "Wallet Balance" with Add Fund, and Withdraw while there is money to withdraw (facts §3.5). */
export function BalanceCard({ onAddFund, onWithdraw, onRetry }: BalanceCardProps) {
  const balance = useSelector(selectBalance);
  const isAvailable = useSelector(selectIsAvailable);
  const value = balance.data !== null ? formatNaira(balance.data) : balance.loading ? <Spinner size="small" label="Loading wallet balance…" /> : '—';
  return (
    <Card>
      {balance.error && balance.data === null ? (
        <ErrorState title="Wallet Balance" message={balance.error} onRetry={onRetry} retrying={balance.loading} />
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
