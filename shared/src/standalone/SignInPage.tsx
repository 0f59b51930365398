import { useSelector } from 'react-redux';
import { Navigate, selectAuth } from '@coop/shared/core';
import { useSignInForm } from '../hooks/useSignInForm';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import styles from './Standalone.module.css';

/** A remote's dev page only (the product's sign-in is mfe-auth's): the spec's login rules, then the remote's home. */
export function SignInPage({ name, home }: { name: string; home: string }) {
  const { user } = useSelector(selectAuth);
  const { loggingIn, bind, submit } = useSignInForm();
  if (user) return <Navigate to={home} replace />;
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
