import { useId } from 'react';
import type { FeePreviewReply } from '@coop/api/contract';
import { formatNaira } from '../format/naira';
import { Spinner } from '../ui/Spinner';
import { Button } from '../ui/Button';
import type { LoadResult } from '../hooks/useLoad';
import styles from './PayWith.module.css';

/** What a card payment costs before the member pays: the amount, the provider's fee and the total charged. */
export function FeePreview({ state, onRetry }: { state: LoadResult<FeePreviewReply>; onRetry: () => void }) {
  const titleId = useId();
  return (
    <section className={styles.summary} aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <h3 id={titleId} className={styles.summaryTitle}>
        Card payment summary
      </h3>
      {state.status === 'ready' && (
        <dl className={styles.summaryList}>
          <div className={styles.summaryRow}>
            <dt>Amount</dt>
            <dd>{formatNaira(state.data.amount)}</dd>
          </div>
          <div className={styles.summaryRow}>
            <dt>Card processing fee</dt>
            <dd>{formatNaira(state.data.fee)}</dd>
          </div>
          <div className={`${styles.summaryRow} ${styles.summaryTotal}`}>
            <dt>Total charged</dt>
            <dd>{formatNaira(state.data.total)}</dd>
          </div>
        </dl>
      )}
      {(state.status === 'loading' || state.status === 'idle') && (
        <p className={styles.muted}>
          <Spinner size="small" label="" /> Working out the card fee…
        </p>
      )}
      {state.status === 'error' && (
        <div className={styles.inlineError} role="alert">
          <p>Could not work out the card fee: {state.message}</p>
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </div>
      )}
    </section>
  );
}
