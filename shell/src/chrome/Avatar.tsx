import { useState } from 'react';
import styles from './Avatar.module.css';

export function initialsOf(name: string, first?: string, last?: string): string {
  const fromParts = `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`;
  if (fromParts) return fromParts.toUpperCase();
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length === 0 ? '?' : `${words[0][0]}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase();
}

/** The member's picture, or their initials when there is none (or it fails to load). Decorative: the name is beside it. */
export function Avatar({ name, firstName, lastName, src }: { name: string; firstName?: string; lastName?: string; src?: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) return <img className={styles.avatar} src={src} alt="" onError={() => setFailed(src)} />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initialsOf(name, firstName, lastName)}
    </span>
  );
}
