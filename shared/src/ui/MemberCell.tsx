import styles from './MemberCell.module.css';

/** A member in an admin table: the name, and the e-mail under it. */
export function MemberCell({ name, email }: { name: string; email: string }) {
  return (
    <span className={styles.member}>
      <span>{name}</span>
      <span>{email}</span>
    </span>
  );
}
