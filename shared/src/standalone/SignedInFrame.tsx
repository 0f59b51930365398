import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { logout, Navigate, NavLink, selectAuth } from '@coop/shared/core';
import { Button } from '../ui/Button';
import { SIGN_IN_PATH } from './sessionSaga';
import styles from './Standalone.module.css';

export interface NavItem {
  to: string;
  label: string;
  /** shown to SA and ADMIN only */
  adminOnly?: boolean;
}

const isAdmin = (role: string) => role === 'SA' || role === 'ADMIN';

/** A page behind sign-in on a remote's dev page: the remote's name, its links and Sign Out above the page. */
export function SignedInFrame({ name, nav, children }: { name: string; nav: NavItem[]; children: ReactNode }) {
  const { user } = useSelector(selectAuth);
  const dispatch = useDispatch();
  if (!user) return <Navigate to={SIGN_IN_PATH} replace />;
  return (
    <>
      <header className={styles.bar}>
        <span className={styles.brand}>{name} (standalone)</span>
        <nav className={styles.nav} aria-label="Pages">
          {nav
            .filter((item) => !item.adminOnly || isAdmin(user.role))
            .map((item) => (
              <NavLink key={item.to} to={item.to}>
                {item.label}
              </NavLink>
            ))}
        </nav>
        <Button variant="ghost" onClick={() => dispatch(logout({ reason: 'user' }))}>
          Sign Out
        </Button>
      </header>
      <main>{children}</main>
    </>
  );
}
