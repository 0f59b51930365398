import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Link, useParams } from '@coop/shared';
import { AuthLayout } from '../components/AuthLayout';
import { Notice } from '../components/Notice';
import { selectVerifyError, selectVerifying } from '../features/registration/selectors';
import { noticesCleared, verifyEmailRequest } from '../features/registration/slice';
import styles from './AuthForm.module.css';

/** `/verify-email/:id`: the link in the sign-up e-mail; `id` is the verification code. */
export default function VerifyEmailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const dispatch = useDispatch();
  const verifying = useSelector(selectVerifying);
  const verifyError = useSelector(selectVerifyError);

  useEffect(() => () => {
    dispatch(noticesCleared());
  }, [dispatch]);

  return (
    <AuthLayout title="Verify Email" footer={<Link to="/signin">Back to Sign In</Link>}>
      {verifyError && <Notice kind="error">{verifyError}</Notice>}
      <p className={styles.text}>Click the button below to complete your registration.</p>
      <Button block loading={verifying} disabled={!id} onClick={() => dispatch(verifyEmailRequest({ code: id }))}>
        Complete Registration
      </Button>
    </AuthLayout>
  );
}
