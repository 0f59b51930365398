import { useDispatch, useSelector } from 'react-redux';
import { Button, logout, selectAuth, Navigate } from '@coop/shared';
import { AuthLayout } from '../components/AuthLayout';
import styles from './SignedInPage.module.css';

/** Standalone only: proves a login worked by showing who is signed in. */
export function SignedInPage() {
  const { user } = useSelector(selectAuth);
  const dispatch = useDispatch();
  if (!user) return <Navigate to="/signin" replace />;
  return (
    <AuthLayout title="Signed In" intro="The shell takes over from here; this page exists only in the standalone remote.">
      <dl className={styles.details}>
        <dt>Name</dt>
        <dd>{user.name}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Role</dt>
        <dd>{user.role}</dd>
        <dt>Member</dt>
        <dd>{user.member_status ? 'Yes' : 'No'}</dd>
      </dl>
      <Button block variant="secondary" onClick={() => dispatch(logout({ reason: 'user' }))}>
        Sign Out
      </Button>
    </AuthLayout>
  );
}
