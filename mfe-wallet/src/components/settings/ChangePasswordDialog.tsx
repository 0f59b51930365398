import { useEffect, useState, type FormEvent } from 'react';
import { FormActions, MESSAGES, Modal, TextField, SETTINGS_PATH } from '@coop/shared';
import { useCall } from '../../features/calls';
import { profilePaths } from '../../features/profile/api';
import styles from '@coop/shared/styles/layout.module.css';

type Field = 'old_password' | 'new_password' | 'password_confirmation';
const EMPTY: Record<Field, string> = { old_password: '', new_password: '', password_confirmation: '' };

/** "Change Password" (facts §3.10): all three required, the new one typed twice the same ('Password Not Match'). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useCall('password-change');
  const changingPassword = change.pending;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    if (!open) return;
    setValues(EMPTY);
    setErrors({});
  }, [open]);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    (Object.keys(EMPTY) as Field[]).forEach((field) => {
      if (!values[field]) found[field] = MESSAGES.fieldRequired;
    });
    if (!found.new_password && !found.password_confirmation && values.new_password !== values.password_confirmation) {
      found.password_confirmation = MESSAGES.passwordNotMatch;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.run({ method: 'POST', path: profilePaths.changePassword, body: values, successMessage: 'Your password has been changed', navigateTo: SETTINGS_PATH });
  };

  return (
    <Modal open={open} title="Change Password" onClose={() => !changingPassword && onClose()}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Enter Old Password" type="password" autoComplete="current-password" value={values.old_password} onChange={(e) => set('old_password', e.target.value)} error={errors.old_password} required />
        <TextField label="Enter New Password" type="password" autoComplete="new-password" value={values.new_password} onChange={(e) => set('new_password', e.target.value)} error={errors.new_password} required />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={(e) => set('password_confirmation', e.target.value)}
          error={errors.password_confirmation}
          required
        />
        <FormActions submitLabel="Change Password" busy={changingPassword} onCancel={onClose} />
      </form>
    </Modal>
  );
}
