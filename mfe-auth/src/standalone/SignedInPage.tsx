import { useSelector } from 'react-redux';
import { selectAuth } from '@coop/shared';
import { AuthLayout } from '../components/AuthLayout';
import styles from './SignedInPage.module.css';

/** Standalone only: proves a login worked by showing who is signed in (the kit's frame signs out). */
export function SignedInPage() {
  const { user } = useSelector(selectAuth);
  if (!user) return null;
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
    </AuthLayout>
  );
}
