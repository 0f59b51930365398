import { useEffect } from 'react';
import { Button, Link, useParams } from '@coop/shared';
import { AuthLayout } from '../components/AuthLayout';
import { Notice } from '../components/Notice';
import { calls } from '../features/calls';
import { registrationCalls } from '../features/registration/api';
import styles from './AuthForm.module.css';

const VERIFIED = 'Your e-mail address is verified, you can now sign in';

/** `/verify-email/:id`: the link in the sign-up e-mail; `id` is the verification code. */
export default function VerifyEmailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const verify = calls.useCall('verify-email');
  const { reset } = verify;

  // why it failed stays on the page until the next try, but must not greet the next visit
  useEffect(
    () => () => {
      reset();
    },
    [reset],
  );

  return (
    <AuthLayout title="Verify Email" footer={<Link to="/signin">Back to Sign In</Link>}>
      {verify.error && <Notice kind="error">{verify.error}</Notice>}
      <p className={styles.text}>Click the button below to complete your registration.</p>
      <Button
        block
        loading={verify.pending}
        disabled={!id}
        onClick={() => verify.run({ ...registrationCalls.verifyEmail(id), successMessage: VERIFIED, navigateTo: '/signin' })}
      >
        Complete Registration
      </Button>
    </AuthLayout>
  );
}
