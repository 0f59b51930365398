import { useSelector } from 'react-redux';
import { getRuntimeConfig, selectAuth } from '@coop/shared';
import { AlertsPanel } from './AlertsPanel';
import { MembersPanel } from './MembersPanel';
import { RemoteAdminPanels } from './RemoteAdminPanels';
import { SignupStatsPanel } from './SignupStatsPanel';
import styles from './AdminDashboardPage.module.css';

/** /dashboard, for SA and ADMIN: alerts first, then sign-ups, the member list, and the remotes' admin panels. */
export default function AdminDashboardPage() {
  const { user } = useSelector(selectAuth);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Dashboard</h1>
        <p className={styles.intro}>
          {user ? `Welcome, ${user.first_name || user.name}. ` : ''}Here is how {getRuntimeConfig().societyName} is growing.
        </p>
      </header>
      <AlertsPanel />
      <SignupStatsPanel />
      <MembersPanel />
      <RemoteAdminPanels />
    </div>
  );
}
