// Demote an administrator back to member (SA only): a confirm dialog that takes the SA's own password.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, errorMessage, Modal, TextField } from '@coop/shared';
import type { Administrator } from '@coop/api/contract';
import { backOfficeApi } from '../backOfficeApi';
import styles from '../console/Section.module.css';

export function DemoteDialog({ administrator, onClose, onDemoted }: { administrator: Administrator | null; onClose: () => void; onDemoted: (message: string) => void }) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setPassword('');
    setMissing(undefined);
    setFailure(null);
  }, [administrator]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!administrator) return;
    if (!password) {
      setMissing('Enter your own password to confirm');
      return;
    }
    setMissing(undefined);
    setFailure(null);
    setBusy(true);
    try {
      const reply = await backOfficeApi.demote(administrator.user_id, password);
      onDemoted(reply.message);
    } catch (error) {
      setPassword('');
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal open={administrator !== null} title="Demote the administrator" onClose={close}>
      {administrator && (
        <form className={styles.stack} onSubmit={(e) => void submit(e)} noValidate>
          <p className={styles.meta}>
            {administrator.name} ({administrator.email}) will no longer be an administrator: from their next request they see only the member app.
          </p>
          <TextField label="Your password" type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={missing} required />
          {failure && (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" loading={busy}>
              Demote
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
