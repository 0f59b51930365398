// /shareholdings (facts §3.4): the balance against the society's minimum, Quick Save into shares, the transactions.
import { useCallback, useState } from 'react';
import { MembershipGate, Page } from '@coop/shared';
import { FundSharesDialog } from '../components/shares/FundSharesDialog';
import { SharesHeader } from '../components/shares/SharesHeader';
import { SharesTransactions } from '../components/shares/SharesTransactions';

function Shareholdings() {
  const [funding, setFunding] = useState(false);
  const close = useCallback(() => setFunding(false), []);

  return (
    <Page title="Shareholdings" intro="Your shares in the society. Members hold at least the minimum before funding other accounts.">
      <SharesHeader onQuickSave={() => setFunding(true)} />
      <SharesTransactions />
      <FundSharesDialog open={funding} onClose={close} />
    </Page>
  );
}

export default function ShareholdingsPage() {
  return (
    <MembershipGate>
      <Shareholdings />
    </MembershipGate>
  );
}
