import { useId, useState } from 'react';
import type { Role } from '@coop/shared';
import { menuItems } from '../remotes/contributions';
import { Icon, iconName } from './Icon';
import { isItemCurrent, navItemsFor, type NavGroupItem, type NavLinkItem } from './navItems';
import styles from './SideNav.module.css';
import { Link, useLocation } from '@coop/shared';

function NavEntry({ item, compact, pathname, onNavigate }: { item: NavLinkItem; compact: boolean; pathname: string; onNavigate?: () => void }) {
  const current = isItemCurrent(item, pathname);
  return (
    <li>
      <Link
        to={item.path}
        className={styles.link}
        aria-current={current ? 'page' : undefined}
        title={compact ? item.label : undefined}
        aria-label={compact && item.shortLabel !== item.label ? item.label : undefined}
        onClick={onNavigate}
      >
        <Icon name={iconName(item.icon)} className={styles.icon} />
        <span className={styles.label}>{compact ? item.shortLabel : item.label}</span>
      </Link>
    </li>
  );
}

function NavGroup({ group, pathname, onNavigate }: { group: NavGroupItem; pathname: string; onNavigate?: () => void }) {
  const childrenId = useId();
  const [expanded, setExpanded] = useState(true);
  return (
    <li>
      <button type="button" className={styles.groupButton} aria-expanded={expanded} aria-controls={childrenId} onClick={() => setExpanded(!expanded)}>
        <Icon name={iconName(group.icon)} className={styles.icon} />
        <span className={styles.label}>{group.label}</span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <ul id={childrenId} className={styles.children} hidden={!expanded}>
        {group.children.map((child) => (
          <NavEntry key={child.path} item={child} compact={false} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

export interface SideNavProps {
  role: Role | undefined;
  /** narrow mode: icons over short labels, groups flattened */
  compact?: boolean;
  onNavigate?: () => void;
}

/** The side navigation of spec §2, filtered by role, with the current page marked. */
export function SideNav({ role, compact = false, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const items = navItemsFor(role, menuItems());
  return (
    <nav aria-label="Main navigation" className={`${styles.nav} ${compact ? styles.compact : ''}`}>
      <ul className={styles.list}>
        {items.map((item) => {
          if (item.kind === 'link') return <NavEntry key={item.path} item={item} compact={compact} pathname={pathname} onNavigate={onNavigate} />;
          if (compact) {
            return item.children.map((child) => <NavEntry key={child.path} item={child} compact pathname={pathname} onNavigate={onNavigate} />);
          }
          return <NavGroup key={item.label} group={item} pathname={pathname} onNavigate={onNavigate} />;
        })}
      </ul>
    </nav>
  );
}
