// An administrator's decision that needs a note on record (void a withdrawal, resolve an alert): what it does, a
// labelled note, then Cancel or the action.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import { Modal } from './Modal';
import { TextField } from './TextField';
import styles from './ConfirmDialog.module.css';

export interface NoteDialogProps {
  open: boolean;
  title: ReactNode;
  /** what the action does, said above the note */
  intro: ReactNode;
  label: string;
  /** shown when the note is shorter than 3 characters */
  requiredMessage: string;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  maxLength?: number;
  /** the request is on its way: nothing can be pressed twice */
  busy?: boolean;
  error?: ReactNode;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

export function NoteDialog({ open, title, intro, label, requiredMessage, submitLabel, submitVariant = 'primary', maxLength = 300, busy = false, error, onConfirm, onClose }: NoteDialogProps) {
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<string | undefined>();

  useEffect(() => {
    setNote('');
    setMissing(undefined);
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (text.length < 3) {
      setMissing(requiredMessage);
      return;
    }
    onConfirm(text);
  };
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal open={open} title={title} onClose={close}>
      {open && (
        <form className={styles.body} onSubmit={submit} noValidate>
          <p className={styles.intro}>{intro}</p>
          <TextField label={label} name="note" value={note} onChange={(e) => setNote(e.target.value)} error={missing} maxLength={maxLength} required />
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant={submitVariant} loading={busy}>
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
