// The original's "Ongoing | Completed" switch above a list (facts §3.7, §3.8).
import { Button } from '@coop/shared';
import styles from './layout';

export type OngoingView = 'ongoing' | 'completed';

export function OngoingToggle({ view, onChange, label }: { view: OngoingView; onChange: (view: OngoingView) => void; label: string }) {
  return (
    <div className={styles.toggle} role="group" aria-label={label}>
      {(['ongoing', 'completed'] as const).map((v) => (
        <Button key={v} variant={view === v ? 'primary' : 'secondary'} aria-pressed={view === v} onClick={() => onChange(v)}>
          {v === 'ongoing' ? 'Ongoing' : 'Completed'}
        </Button>
      ))}
    </div>
  );
}
