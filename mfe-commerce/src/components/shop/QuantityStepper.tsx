// − quantity + capped at 1 … max (the stock).
import { Button } from '@coop/shared';
import styles from './shop.module.css';

export function QuantityStepper({ label, value, max, onChange, disabled }: { label: string; value: number; max: number; onChange: (next: number) => void; disabled?: boolean }) {
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <Button variant="secondary" aria-label={`Decrease ${label.toLowerCase()}`} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        −
      </Button>
      <output aria-live="polite" aria-label={label}>
        {value}
      </output>
      <Button variant="secondary" aria-label={`Increase ${label.toLowerCase()}`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        +
      </Button>
    </div>
  );
}
