// The end of a dialog's form: Cancel (off while the call is on its way) and the submit button, which shows the wait.
// `className` places the row (a console form's full width, a member dialog's own row of actions).
import { Button } from './Button';
import styles from './FormActions.module.css';

export interface FormActionsProps {
  submitLabel: string;
  /** the call is on its way: submit shows it, Cancel waits */
  busy: boolean;
  /** no Cancel when absent (a form on a page rather than in a dialog) */
  onCancel?: () => void;
  className?: string;
}

export function FormActions({ submitLabel, busy, onCancel, className }: FormActionsProps) {
  return (
    <div className={className ?? styles.actions}>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      )}
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** a form's message about what it holds, said as soon as it shows; nothing when there is none */
export function FormError({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p className={className ?? styles.error} role="alert">
      {message}
    </p>
  );
}
