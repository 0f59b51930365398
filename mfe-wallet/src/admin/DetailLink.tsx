// A row's way to its own page in the console, looking like a button.
import { buttonClasses, Link } from '@coop/shared';

export function DetailLink({ to, label, name }: { to: string; label: string; name: string }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'secondary' })} aria-label={name}>
      {label}
    </Link>
  );
}
