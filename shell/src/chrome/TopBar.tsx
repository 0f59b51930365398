import { useState } from 'react';
import { getRuntimeConfig, type SessionUser, Link } from '@coop/shared';
import { homePath } from '../routes/access';
import { Icon } from './Icon';
import { monogram } from './monogram';
import { PageSearch } from './PageSearch';
import { UserMenu } from './UserMenu';
import { ViewSwitch } from './ViewSwitch';
import styles from './TopBar.module.css';

export interface TopBarProps {
  user: SessionUser;
  menuLabel: string;
  menuExpanded: boolean;
  onMenu: () => void;
  unreadCount: number;
  notificationsOpen: boolean;
  onNotifications: () => void;
}

export function TopBar({ user, menuLabel, menuExpanded, onMenu, unreadCount, notificationsOpen, onNotifications }: TopBarProps) {
  const { societyName } = getRuntimeConfig();
  const [searchOpen, setSearchOpen] = useState(false);
  const bellLabel = unreadCount > 0 ? `Notifications, ${unreadCount} new` : 'Notifications';
  return (
    <>
      <header className={styles.topbar}>
        <button type="button" className={styles.iconButton} onClick={onMenu} aria-label={menuLabel} aria-expanded={menuExpanded}>
          <Icon name="menu" size={22} />
        </button>
        <Link to={homePath(user)} className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            {monogram(societyName)}
          </span>
          <span className={styles.name}>{societyName}</span>
        </Link>
        <div className={styles.searchInline}>
          <PageSearch role={user.role} />
        </div>
        <div className={styles.actions}>
          <ViewSwitch user={user} />
          <button
            type="button"
            className={`${styles.iconButton} ${styles.searchToggle}`}
            aria-label="Find a page"
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((o) => !o)}
          >
            <Icon name="search" size={22} />
          </button>
          <button type="button" className={styles.iconButton} aria-label={bellLabel} aria-haspopup="dialog" aria-expanded={notificationsOpen} onClick={onNotifications}>
            <Icon name="bell" size={22} />
            {unreadCount > 0 && (
              <span className={styles.badge} aria-hidden="true">
                {unreadCount > 9 ? '9+' : unreadCount}
              </span>
            )}
          </button>
          <UserMenu user={user} />
        </div>
      </header>
      {searchOpen && (
        <div className={styles.searchRow}>
          <PageSearch role={user.role} autoFocus onNavigate={() => setSearchOpen(false)} />
        </div>
      )}
    </>
  );
}
