import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { alertError, Button, TextField, validateReset, type ResetValues, Link, useParams, useFormFields } from '@coop/shared';
import { AuthLayout } from '../components/AuthLayout';
import { PasswordField } from '../components/PasswordField';
import { calls } from '../features/calls';
import { registrationCalls } from '../features/registration/api';
import styles from './AuthForm.module.css';

const CHANGED = 'Your password has been changed, please sign in';

const EMPTY: ResetValues = { email: '', password: '', password_confirmation: '' };

/** `/verify-password/:id`: the link in the recovery e-mail; `id` is the reset token. */
export default function VerifyPasswordPage() {
  const { id = '' } = useParams<{ id: string }>();
  const dispatch = useDispatch();
  const change = calls.useCall('reset-password');
  const resetting = change.pending;
  const { values, setErrors, bind } = useFormFields(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (resetting) return;
    const { fieldErrors, formError } = validateReset(values);
    setErrors(fieldErrors);
    if (formError) dispatch(alertError(formError));
    if (formError || Object.keys(fieldErrors).length > 0) return;
    const body = { email: values.email.trim(), password: values.password, password_confirmation: values.password_confirmation, token: id };
    change.run({ ...registrationCalls.reset(body), successMessage: CHANGED, navigateTo: '/signin' });
  };

  return (
    <AuthLayout
      title="Change Password"
      intro="Enter your e-mail address and choose a new password."
      footer={<Link to="/signin">Back to Sign In</Link>}
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={resetting || undefined}>
        <TextField label="Email" type="email" autoComplete="username" autoCapitalize="none" spellCheck={false} {...bind('email')} />
        <PasswordField label="Password" autoComplete="new-password" {...bind('password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...bind('password_confirmation')} />
        <Button type="submit" block loading={resetting}>
          Change Password
        </Button>
      </form>
    </AuthLayout>
  );
}
