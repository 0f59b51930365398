import styles from './Spinner.module.css';

export function Spinner({ size = 'medium', label = 'Loading…' }: { size?: 'small' | 'medium' | 'large'; label?: string }) {
  return (
    <span className={styles.wrapper} role={label ? 'status' : undefined}>
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
