import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { alertError, Button, PHONE_MAX_LENGTH, TextField, validateSignup, type SignupValues, Link, useFormFields } from '@coop/shared';
import { AuthLayout } from '../components/AuthLayout';
import { PasswordField } from '../components/PasswordField';
import { calls } from '../features/calls';
import { registrationCalls } from '../features/registration/api';
import styles from './AuthForm.module.css';

const EMPTY: SignupValues = { first_name: '', last_name: '', phone_no: '', email: '', password: '', confirm_password: '' };

const REGISTERED = 'Registration successful, please check your e-mail to verify your account';

const digitsOnly = (raw: string) => raw.replace(/\D/g, '');

export default function SignUpPage() {
  const dispatch = useDispatch();
  const signup = calls.useCall('signup');
  const registering = signup.pending;
  const { values, setErrors, bind } = useFormFields(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (registering) return;
    const { fieldErrors, formError } = validateSignup(values);
    setErrors(fieldErrors);
    if (formError) {
      dispatch(alertError(formError));
      return;
    }
    // confirm_password is only checked here, never sent (spec §3); middle_name is always empty.
    const body = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      middle_name: '',
      email: values.email.trim(),
      phone_no: values.phone_no,
      password: values.password,
    };
    signup.run({ ...registrationCalls.signup(body), failure: 'signup', successMessage: REGISTERED, navigateTo: '/signin' });
  };

  return (
    <AuthLayout
      title="Sign Up"
      intro="Create your member account."
      footer={<Link to="/signin">Already a member? Sign In</Link>}
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={registering || undefined}>
        <div className={styles.pair}>
          <TextField label="First Name" autoComplete="given-name" {...bind('first_name')} />
          <TextField label="Last Name" autoComplete="family-name" {...bind('last_name')} />
        </div>
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_LENGTH}
          hint="11 digits, e.g. 08012345678"
          {...bind('phone_no', digitsOnly)}
        />
        <TextField label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...bind('email')} />
        <PasswordField label="Password" autoComplete="new-password" {...bind('password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...bind('confirm_password')} />
        <Button type="submit" block loading={registering}>
          Sign Up
        </Button>
      </form>
    </AuthLayout>
  );
}
