import { Badge, Button, ErrorState, formatNaira, Spinner, Stat } from '@coop/shared';
import { useHolding } from '../../features/shares/useHolding';
import styles from '@coop/shared/styles/layout.module.css';

/** The header card "Shareholdings" (facts §3.4): the balance, the society's minimum and whether it is met, Quick Save. */
export function SharesHeader({ onQuickSave }: { onQuickSave: () => void }) {
  const holding = useHolding();
  if (holding.status === 'error') return <ErrorState message={holding.message} onRetry={holding.retry} />;
  if (!holding.data) return <Spinner label="Loading your shareholding…" />;
  const { balance, minimum, minimum_met: met, shortfall } = holding.data;
  return (
    <div className={styles.stack}>
      <Stat label="Shareholdings" value={formatNaira(balance)} tone="primary" hint={`Minimum Shareholding: ${formatNaira(minimum)}`} />
      <p className={styles.muted}>
        {met ? (
          <Badge tone="success">Minimum met</Badge>
        ) : (
          <>
            <Badge tone="warning">Below the minimum</Badge> Add {formatNaira(shortfall)} to fund other accounts and create targets.
          </>
        )}
      </p>
      <div className={styles.actions}>
        <Button onClick={onQuickSave}>Quick Save</Button>
      </div>
    </div>
  );
}
