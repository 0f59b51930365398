import { useEffect, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, TextField, validateRecovery, Link, useFormFields } from '@coop/shared';
import { AuthLayout } from '../components/AuthLayout';
import { Notice } from '../components/Notice';
import { selectRecovering, selectRecoveryMessage } from '../features/registration/selectors';
import { noticesCleared, recoveryRequest } from '../features/registration/slice';
import styles from './AuthForm.module.css';

export default function ForgotPasswordPage() {
  const dispatch = useDispatch();
  const recovering = useSelector(selectRecovering);
  const sentMessage = useSelector(selectRecoveryMessage);

  useEffect(() => () => {
    dispatch(noticesCleared());
  }, [dispatch]);
  const { values, setErrors, bind } = useFormFields({ email: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (recovering) return;
    const errors = validateRecovery(values);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    dispatch(recoveryRequest({ email: values.email.trim() }));
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
