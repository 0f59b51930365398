// A row's way to its loan's own page (/dashboard/loans/{id}), looking like a button.
import { buttonClasses, Link } from '@coop/shared';
import { loanPath } from './paths';

export function LoanLink({ id, label = 'Open' }: { id: number; label?: string }) {
  return (
    <Link to={loanPath(id)} className={buttonClasses({ variant: 'secondary' })} aria-label={`Open loan #${id}`}>
      {label}
    </Link>
  );
}
