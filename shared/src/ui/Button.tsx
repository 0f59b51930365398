import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** shows a spinner and disables the button while a request is pending */
  loading?: boolean;
  block?: boolean;
}

/** The button look for another element, e.g. a router `<Link>` that should look like a button. */
export function buttonClasses({ variant = 'primary', block = false, className }: Pick<ButtonProps, 'variant' | 'block' | 'className'> = {}): string {
  return [styles.button, styles[variant], block ? styles.block : '', className ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant = 'primary', loading = false, block = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  const classes = buttonClasses({ variant, block, className });
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner size="small" label="" />}
      <span>{children}</span>
    </button>
  );
}
