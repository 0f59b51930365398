import { useEffect, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Drawer, selectAuth, useScreenSize, useLocation } from '@coop/shared';
import type { RouteEntry } from '../routes/routeTable';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { NotificationsPanel } from './notifications/NotificationsPanel';
import { PageTrailProvider, useCurrentTrail } from './pageTrail';
import { useNotifications } from './notifications/useNotifications';
import { ProfileNotice } from './ProfileNotice';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import styles from './AppLayout.module.css';

/** The breadcrumb of the route, or the trail its page set (the console's sections). */
function RouteBreadcrumb({ route }: { route: RouteEntry }) {
  const before = 'breadcrumb' in route ? route.breadcrumb?.map((item) => ({ label: item.label, to: item.path })) : undefined;
  return <Breadcrumb crumb={route.crumb} before={before} trail={useCurrentTrail()} />;
}

/**
 * The chrome of member and admin pages. Side panel: open ≥ 1200 px, narrow "close" mode from 768 px,
 * an off-canvas drawer below 768 px (spec §9). The menu button toggles whichever applies.
 */
export function AppLayout({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const { user } = useSelector(selectAuth);
  const { pathname } = useLocation();
  const size = useScreenSize();
  // null follows the screen size; a click on the menu button overrides it until the size changes
  const [expandedOverride, setExpandedOverride] = useState<boolean | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const notifications = useNotifications({ panelOpen: notificationsOpen, userKey: user?.email ?? '' });

  useEffect(() => {
    setExpandedOverride(null);
    setDrawerOpen(false);
  }, [size]);

  useEffect(() => {
    setDrawerOpen(false);
    setNotificationsOpen(false);
  }, [pathname]);

  if (!user) return null;

  const expanded = expandedOverride ?? size === 'large';
  const onMenu = () => (size === 'small' ? setDrawerOpen(true) : setExpandedOverride(!expanded));
  const menuLabel = size === 'small' ? 'Open menu' : expanded ? 'Collapse menu' : 'Expand menu';

  return (
    <PageTrailProvider>
      <div className={styles.layout}>
        <a href="#main" className={styles.skip}>
          Skip to content
        </a>
        <TopBar
          user={user}
          menuLabel={menuLabel}
          menuExpanded={size === 'small' ? drawerOpen : expanded}
          onMenu={onMenu}
          unreadCount={notifications.unreadCount}
          notificationsOpen={notificationsOpen}
          onNotifications={() => setNotificationsOpen(true)}
        />
        <div className={styles.body}>
          {size !== 'small' && (
            <aside className={`${styles.sidebar} ${expanded ? styles.expanded : ''}`} aria-label="Side panel">
              <SideNav role={user.role} compact={!expanded} />
            </aside>
          )}
          <div className={styles.content}>
            <RouteBreadcrumb route={route} />
            <ProfileNotice user={user} />
            <main id="main" className={styles.main} tabIndex={-1}>
              {children}
            </main>
            <Footer />
          </div>
        </div>
        {size === 'small' && (
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title="Menu">
            <SideNav role={user.role} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
        <Drawer open={notificationsOpen} onClose={() => setNotificationsOpen(false)} title="Notifications" side="end" wide>
          <NotificationsPanel controller={notifications} onNavigate={() => setNotificationsOpen(false)} />
        </Drawer>
      </div>
    </PageTrailProvider>
  );
}
