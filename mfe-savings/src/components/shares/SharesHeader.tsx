import { Badge, Button, ErrorState, formatNaira, Spinner, Stat } from '@coop/shared';
import { useDispatch, useSelector } from 'react-redux';
import { selectHolding } from '../../features/shares/selectors';
import { holdingRequested } from '../../features/shares/slice';
import styles from '@coop/shared/styles/layout.module.css';

/** The header card "Shareholdings" (facts §3.4): the balance, the society's minimum and whether it is met, Quick Save. */
export function SharesHeader({ onQuickSave }: { onQuickSave: () => void }) {
  const dispatch = useDispatch();
  const holding = useSelector(selectHolding);
  if (holding.error && !holding.loading) return <ErrorState message={holding.error} onRetry={() => dispatch(holdingRequested())} />;
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
