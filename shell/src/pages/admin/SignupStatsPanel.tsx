import { Card, ErrorState, Spinner, Stat, useLoad } from '@coop/shared';
import { adminApi } from './adminApi';
import { SignupChart } from './SignupChart';
import styles from './SignupStatsPanel.module.css';

const count = new Intl.NumberFormat('en-NG');

export function SignupStatsPanel() {
  const stats = useLoad((signal) => adminApi.signupStats(signal), 'signup-stats');
  return (
    <Card title="Sign-ups">
      {stats.status === 'loading' && !stats.data && <Spinner label="Loading sign-up figures…" />}
      {stats.status === 'error' && <ErrorState message={stats.message} onRetry={stats.retry} />}
      {stats.data && (
        <>
          <div className={styles.stats}>
            <Stat label="Total sign-ups" value={count.format(stats.data.total)} tone="primary" />
            <Stat label="Members" value={count.format(stats.data.members)} hint="registration fee paid" />
            <Stat label="Verified" value={count.format(stats.data.verified)} />
            <Stat label="Not verified" value={count.format(stats.data.unverified)} />
            <Stat label="Today" value={count.format(stats.data.today)} />
            <Stat label="Last 7 days" value={count.format(stats.data.last_7_days)} />
            <Stat label="Last 30 days" value={count.format(stats.data.last_30_days)} />
          </div>
          {stats.data.by_day.length > 0 && <SignupChart byDay={stats.data.by_day} />}
        </>
      )}
    </Card>
  );
}
