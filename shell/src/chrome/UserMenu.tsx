import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDispatch } from 'react-redux';
import { logout, type SessionUser, Link } from '@coop/shared';
import { Avatar } from './Avatar';
import { Icon } from './Icon';
import styles from './UserMenu.module.css';

/** The member's name and picture, opening a menu: Profile (/settings) and Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const dispatch = useDispatch();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? (index + 1) % list.length : (index - 1 + list.length) % list.length;
      list[next]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      list[event.key === 'Home' ? 0 : list.length - 1]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.userMenu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${user.name}`}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar name={user.name} firstName={user.first_name} lastName={user.last_name} src={user.profile_pic} />
        <span className={styles.name}>{user.name}</span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      {open && (
        <ul id={menuId} ref={menuRef} role="menu" aria-label="Account" className={styles.menu} onKeyDown={onMenuKeyDown}>
          <li role="none" className={styles.header}>
            <p className={styles.headerName}>{user.name}</p>
            <p className={styles.headerEmail}>{user.email}</p>
          </li>
          <li role="none">
            <Link role="menuitem" to="/settings" className={styles.item} onClick={() => close(false)}>
              <Icon name="account" size={18} />
              Profile
            </Link>
          </li>
          <li role="none">
            <button
              role="menuitem"
              type="button"
              className={styles.item}
              onClick={() => {
                close(false);
                dispatch(logout({ reason: 'user' }));
              }}
            >
              <Icon name="logout" size={18} />
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
