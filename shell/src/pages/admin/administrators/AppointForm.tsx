// Appoint a verified account as ADMIN or SA (SA only): its e-mail, the role, and the SA's own password re-entered.
import { useState, type FormEvent } from 'react';
import { Button, errorMessage, isEmail, Select, TextField } from '@coop/shared';
import type { AdminRole } from '@coop/api/contract';
import { backOfficeApi } from '../backOfficeApi';
import styles from '../console/Section.module.css';

export const ROLE_OPTIONS: { value: AdminRole; label: string }[] = [
  { value: 'ADMIN', label: 'Administrator (day-to-day decisions)' },
  { value: 'SA', label: 'Super administrator (also appoints and changes settings)' },
];

type Field = 'email' | 'password';

export function AppointForm({ onAppointed }: { onAppointed: (message: string) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('ADMIN');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!email.trim()) found.email = 'Enter the e-mail address of the account to appoint';
    else if (!isEmail(email.trim())) found.email = 'Enter a valid e-mail address';
    if (!password) found.password = 'Enter your own password to confirm';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const reply = await backOfficeApi.appoint({ email: email.trim(), role, password });
      setEmail('');
      setPassword('');
      onAppointed(reply.message);
    } catch (error) {
      setPassword('');
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Appoint an administrator">
      <TextField
        label="E-mail of the account"
        type="email"
        name="email"
        autoComplete="off"
        hint="The person must have signed up and verified their e-mail"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        required
      />
      <Select label="Role" name="role" value={role} options={ROLE_OPTIONS} onChange={(e) => setRole(e.target.value as AdminRole)} />
      <TextField
        label="Your password"
        type="password"
        name="password"
        autoComplete="current-password"
        hint="Re-enter it to confirm the appointment"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        required
      />
      {failure && (
        <p className={`${styles.error} ${styles.full}`} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.full}>
        <Button type="submit" loading={busy}>
          Appoint
        </Button>
      </div>
    </form>
  );
}
