import { formatDateTime, formatNaira, Spinner } from '@coop/shared';
import type { Withdrawal } from '@coop/api/contract';
import { isFinal, timelineOf } from '../features/withdrawal/status';
import { WithdrawalStatusBadge } from './WithdrawalStatusBadge';
import styles from './WithdrawalTimeline.module.css';

/** A withdrawal's money timeline: reserved → sent → confirmed, or reversed, with its reference and times. */
export function WithdrawalTimeline({ withdrawal, tracking }: { withdrawal: Withdrawal; tracking: boolean }) {
  const steps = timelineOf(withdrawal);
  return (
    <section aria-label="Withdrawal timeline">
      <dl className={styles.summary}>
        <dt>Reference</dt>
        <dd>{withdrawal.reference}</dd>
        <dt>Amount</dt>
        <dd>{formatNaira(withdrawal.amount)}</dd>
        <dt>To</dt>
        <dd>
          {withdrawal.bank_name} · {withdrawal.account_no} · {withdrawal.account_name}
        </dd>
        <dt>Status</dt>
        <dd>
          <WithdrawalStatusBadge status={withdrawal.status} />
        </dd>
        {withdrawal.failure_reason && (
          <>
            <dt>Reason</dt>
            <dd>{withdrawal.failure_reason}</dd>
          </>
        )}
      </dl>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li
            key={step.state}
            className={`${styles.step} ${step.done ? (step.state === 'reversed' ? styles.failed : styles.done) : ''}`}
            aria-current={step.done && !steps[index + 1]?.done ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {step.done ? (step.state === 'reversed' ? '!' : '✓') : index + 1}
            </span>
            <span className={styles.body}>
              <span className={styles.label}>{step.label}</span>
              <span className={styles.text}>{step.note || step.text}</span>
              {step.at ? (
                <time className={styles.time} dateTime={step.at}>
                  {formatDateTime(step.at)}
                </time>
              ) : (
                <span className={`${styles.time} ${styles.waiting}`}>Waiting</span>
              )}
            </span>
          </li>
        ))}
      </ol>
      {!isFinal(withdrawal.status) && tracking && (
        <p className={styles.live}>
          <Spinner size="small" label="" />
          Checking with the bank every few seconds…
        </p>
      )}
    </section>
  );
}
