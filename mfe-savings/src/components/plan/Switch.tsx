// An on/off switch with its visible label (a checkbox with the switch role).
import styles from './planStyles';

export function Switch({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className={styles.switch}>
      <input type="checkbox" role="switch" checked={checked} disabled={disabled} aria-checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
