// What an administrator can do to a member's account from their file: suspend (with a reason) or reactivate, resend
// the verification mail (only while unverified), send a password-reset mail, unlock withdrawals (only while locked).
// Each shows the API's message, then the file is read again; a refusal shows the API's own words. An
// administrator's own file offers none of them.
import { useState } from 'react';
import { Button, Card, errorMessage, NoteDialog, YoursNote } from '@coop/shared';
import type { AdminMemberDetails } from '@coop/api/contract';
import { memberApi } from './memberApi';
import { fullName } from './MemberIdentity';
import styles from '../console/Section.module.css';

type Action = 'suspend' | 'reactivate' | 'verification' | 'reset' | 'unlock';

interface Outcome {
  busy: Action | null;
  message: string | null;
  error: string | null;
}

const IDLE: Outcome = { busy: null, message: null, error: null };

export function MemberActions({ member, onChanged }: { member: AdminMemberDetails; onChanged: () => void }) {
  const [outcome, setOutcome] = useState<Outcome>(IDLE);
  const [suspending, setSuspending] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  if (member.yours) {
    return (
      <Card title="Actions">
        <YoursNote thing="account" />
      </Card>
    );
  }

  const run = async (action: Action, call: () => Promise<{ message: string }>): Promise<boolean> => {
    setOutcome({ busy: action, message: null, error: null });
    try {
      const reply = await call();
      setOutcome({ busy: null, message: reply.message, error: null });
      onChanged();
      return true;
    } catch (error) {
      setOutcome({ busy: null, message: null, error: errorMessage(error) });
      return false;
    }
  };

  const suspend = async (reason: string) => {
    setDialogError(null);
    try {
      setOutcome({ busy: 'suspend', message: null, error: null });
      const reply = await memberApi.suspend(member.id, reason);
      setSuspending(false);
      setOutcome({ busy: null, message: reply.message, error: null });
      onChanged();
    } catch (error) {
      setOutcome(IDLE);
      setDialogError(errorMessage(error));
    }
  };

  const busy = outcome.busy !== null;
  return (
    <Card title="Actions">
      <div className={styles.stack}>
        <div className={styles.actions}>
          {member.suspended ? (
            <Button variant="secondary" loading={outcome.busy === 'reactivate'} disabled={busy} onClick={() => void run('reactivate', () => memberApi.reactivate(member.id))}>
              Reactivate
            </Button>
          ) : (
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => {
                setDialogError(null);
                setSuspending(true);
              }}
            >
              Suspend
            </Button>
          )}
          {!member.verified && (
            <Button variant="secondary" loading={outcome.busy === 'verification'} disabled={busy} onClick={() => void run('verification', () => memberApi.verificationMail(member.id))}>
              Resend verification mail
            </Button>
          )}
          <Button variant="secondary" loading={outcome.busy === 'reset'} disabled={busy} onClick={() => void run('reset', () => memberApi.passwordResetMail(member.id))}>
            Send password reset mail
          </Button>
          {member.withdrawals_locked && (
            <Button variant="secondary" loading={outcome.busy === 'unlock'} disabled={busy} onClick={() => void run('unlock', () => memberApi.unlockWithdrawals(member.id))}>
              Unlock withdrawals
            </Button>
          )}
        </div>
        {outcome.message && (
          <p className={styles.message} role="status">
            {outcome.message}
          </p>
        )}
        {outcome.error && (
          <p className={styles.error} role="alert">
            {outcome.error}
          </p>
        )}
      </div>
      <NoteDialog
        open={suspending}
        title={`Suspend ${fullName(member)}`}
        intro="They are signed out everywhere and cannot sign in; nothing can leave their accounts, and money owed to them still arrives. The reason is kept in the audit trail."
        label="Reason for suspending"
        requiredMessage="Say why the account is suspended (at least 3 characters)"
        submitLabel="Suspend"
        submitVariant="danger"
        maxLength={500}
        busy={outcome.busy === 'suspend'}
        error={dialogError}
        onConfirm={(reason) => void suspend(reason)}
        onClose={() => setSuspending(false)}
      />
    </Card>
  );
}
