// /investments (spec §7 "Investments"): members only (the API refuses anyone else).
import { MembershipGate } from '@coop/shared';
import { InvestmentsScreen } from '../components/investments/InvestmentsScreen';

export default function InvestmentsPage() {
  return (
    <MembershipGate>
      <InvestmentsScreen />
    </MembershipGate>
  );
}
