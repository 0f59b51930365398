// /market: the investments screen opened on the market place; members only.
import { MembershipGate } from '@coop/shared';
import { InvestmentsScreen } from '../components/investments/InvestmentsScreen';

export default function MarketPage() {
  return (
    <MembershipGate>
      <InvestmentsScreen initialKind="market" />
    </MembershipGate>
  );
}
