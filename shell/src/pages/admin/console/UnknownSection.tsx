// A /dashboard/{segment} no section answers: said inside the console, with the way back to its overview.
import { buttonClasses, EmptyState, Link } from '@coop/shared';
import { CONSOLE_PATH } from './sections';

export const UNKNOWN_SECTION_TITLE = 'There is no such section';

export function UnknownSection({ segment }: { segment: string }) {
  return (
    <EmptyState
      title={UNKNOWN_SECTION_TITLE}
      description={`The console has no section called “${segment}”. Check the address, or pick a section from the list.`}
      action={
        <Link to={CONSOLE_PATH} className={buttonClasses({ variant: 'secondary' })}>
          Go to the overview
        </Link>
      }
    />
  );
}
