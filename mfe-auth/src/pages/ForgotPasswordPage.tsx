import { useEffect, type FormEvent } from 'react';
import { Button, TextField, validateRecovery, Link, useFormFields } from '@coop/shared';
import type { MutationReply } from '@coop/api/contract';
import { AuthLayout } from '../components/AuthLayout';
import { Notice } from '../components/Notice';
import { calls } from '../features/calls';
import { registrationCalls } from '../features/registration/api';
import styles from './AuthForm.module.css';

const SENT = 'If the e-mail belongs to a member, a link to reset the password is on its way';

/** the answer stays on screen under the form too: the reply's message, as the alert said it */
const sentText = (reply: unknown) => (reply as MutationReply | null)?.message || SENT;

export default function ForgotPasswordPage() {
  const recovery = calls.useCall('recovery');
  const { reset } = recovery;
  const recovering = recovery.pending;
  const sentMessage = recovery.done ? sentText(recovery.reply) : null;

  // the sent message must not greet the next visit
  useEffect(
    () => () => {
      reset();
    },
    [reset],
  );
  const { values, setErrors, bind } = useFormFields({ email: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (recovering) return;
    const errors = validateRecovery(values);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    recovery.run({ ...registrationCalls.recover(values.email.trim()), successMessage: SENT });
  };

  return (
    <AuthLayout
      title="Forgot Password"
      intro="Enter the e-mail address you registered with and we will send you a link to reset your password."
      footer={<Link to="/signin">Back to Sign In</Link>}
    >
      {sentMessage && <Notice kind="success">{sentMessage}</Notice>}
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={recovering || undefined}>
        <TextField label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...bind('email')} />
        <Button type="submit" block loading={recovering}>
          Reset
        </Button>
      </form>
    </AuthLayout>
  );
}
