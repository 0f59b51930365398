// /loan (facts §3.7): members only (facts §1.3).
import { MembershipGate } from '@coop/shared';
import { LoanTabs } from '../components/LoanTabs';

export default function LoanPage() {
  return (
    <MembershipGate>
      <LoanTabs />
    </MembershipGate>
  );
}
