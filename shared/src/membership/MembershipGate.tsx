// MembershipGate (facts §1.3, ARCHITECTURE §5): members see the page; anyone else sees a notice and the society's
// non-member modal, from which they can pay the registration fee. Paying logs them out so the next sign-in carries
// `member_status` (spec §4).
import { lazy, Suspense, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectAuth } from '@coop/shared/core';
import { getStoredUser } from '@coop/shared/core';
import { Spinner } from '../ui/Spinner';

/** how long the "paid" message shows before the member is signed out */
export const MEMBERSHIP_SIGNOUT_DELAY_MS = 4000;

const NonMemberNotice = lazy(() => import('./NonMemberNotice').then((m) => ({ default: m.NonMemberNotice })));

export function MembershipGate({ children }: { children: ReactNode }) {
  const { user } = useSelector(selectAuth);
  const current = user ?? getStoredUser();
  if (current?.member_status) return <>{children}</>;
  return (
    <Suspense fallback={<Spinner label="Loading membership options…" />}>
      <NonMemberNotice />
    </Suspense>
  );
}
