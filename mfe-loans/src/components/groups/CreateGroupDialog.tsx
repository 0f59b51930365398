// "Create Group" (facts §3.7; the original hid it on /loan): "Enter Group Name", Member 2–5 Name and Email, all
// required; "Create Loan Group". The server makes the code and mails each invitation.
import { useEffect, useState, type FormEvent } from 'react';
import { FormActions, FormError, isEmail, Modal, TextField, useCloseWhenDone } from '@coop/shared';
import { useCall } from '../useCall';
import styles from '../layout';

const SLOTS = [2, 3, 4, 5];

export function CreateGroupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCall('create-group');
  const { reset: resetCreate } = create;
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setValues({});
    setError(null);
    resetCreate();
  }, [open, resetCreate]);
  useCloseWhenDone(create, onClose);

  const set = (key: string) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keys = ['group_name', ...SLOTS.flatMap((n) => [`name${n}`, `email${n}`])];
    if (keys.some((k) => !values[k]?.trim())) return setError('All fields are required');
    const bad = SLOTS.find((n) => !isEmail(values[`email${n}`].trim()));
    if (bad) return setError(`Member ${bad} email is not valid`);
    setError(null);
    create.run({ method: 'POST', path: 'loan/create_loan_group', body: { ...values, group_id: '' }, successMessage: 'Your group has been created and the invitations sent' });
  };
  return (
    <Modal open={open} title="Create Loan Group" onClose={() => !create.pending && onClose()}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Enter Group Name" value={values.group_name ?? ''} onChange={set('group_name')} maxLength={60} required />
        {SLOTS.map((n) => (
          <div key={n} className={styles.row}>
            <TextField label={`Member ${n} Name`} value={values[`name${n}`] ?? ''} onChange={set(`name${n}`)} maxLength={100} required />
            <TextField label={`Member ${n} Email`} type="email" value={values[`email${n}`] ?? ''} onChange={set(`email${n}`)} required />
          </div>
        ))}
        <FormError message={error} />
        <FormActions submitLabel="Create Loan Group" busy={create.pending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
