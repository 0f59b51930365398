import { Button, Link, TextField, useSignInForm } from '@coop/shared';
import { AuthLayout } from '../components/AuthLayout';
import { PasswordField } from '../components/PasswordField';
import styles from './AuthForm.module.css';

export default function SignInPage() {
  const { loggingIn, bind, submit } = useSignInForm();

  return (
    <AuthLayout
      title="Sign In"
      intro="Sign in to your member account."
      footer={
        <>
          <Link to="/forgot-password">Forgot password?</Link>
          <Link to="/signup">New Member? Sign Up</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={loggingIn || undefined}>
        <TextField label="Email" type="email" autoComplete="username" autoCapitalize="none" spellCheck={false} {...bind('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...bind('password')} />
        <Button type="submit" block loading={loggingIn}>
          Sign In
        </Button>
      </form>
    </AuthLayout>
  );
}
