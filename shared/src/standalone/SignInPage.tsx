import type { FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { loginRequest, Navigate, selectAuth } from '@coop/shared/core';
import { useFormFields } from '../hooks/useFormFields';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { validateLogin } from '../validation/rules';
import styles from './Standalone.module.css';

/** A remote's dev page only (the product's sign-in is mfe-auth's): the spec's login rules, then the remote's home. */
export function SignInPage({ name, home }: { name: string; home: string }) {
  const dispatch = useDispatch();
  const { loggingIn, user } = useSelector(selectAuth);
  const { values, setErrors, bind } = useFormFields({ email: '', password: '' });
  if (user) return <Navigate to={home} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loggingIn) return;
    const errors = validateLogin(values);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    dispatch(loginRequest({ email: values.email.trim(), password: values.password }));
  };

  return (
    <form className={styles.signin} onSubmit={submit} noValidate aria-busy={loggingIn || undefined}>
      <h1>Sign in to {name}</h1>
      <TextField label="Email" type="email" autoComplete="username" {...bind('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...bind('password')} />
      <Button type="submit" loading={loggingIn}>
        Sign In
      </Button>
    </form>
  );
}
