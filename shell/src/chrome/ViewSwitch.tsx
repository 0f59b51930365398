// An administrator goes between the console and the member app in one click: "Member view" inside /dashboard,
// "Console" anywhere else. Members never see it.
import { Link, useLocation, type SessionUser } from '@coop/shared';
import { isAdmin } from '../routes/access';
import { Icon } from './Icon';
import styles from './TopBar.module.css';

export const MEMBER_VIEW_PATH = '/savings';
export const CONSOLE_PATH = '/dashboard';

export function ViewSwitch({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  if (!isAdmin(user.role)) return null;
  const inConsole = pathname === CONSOLE_PATH || pathname.startsWith(`${CONSOLE_PATH}/`);
  const target = inConsole ? { to: MEMBER_VIEW_PATH, label: 'Member view', icon: 'wallet' as const } : { to: CONSOLE_PATH, label: 'Console', icon: 'dashboard' as const };
  return (
    <Link to={target.to} className={styles.viewSwitch} aria-label={target.label}>
      <Icon name={target.icon} size={20} />
      <span className={styles.viewSwitchLabel}>{target.label}</span>
    </Link>
  );
}
