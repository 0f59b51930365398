// /shareholdings (facts §3.4): the balance against the society's minimum, Quick Save into shares, the transactions.
import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { MembershipGate, Page } from '@coop/shared';
import { FundSharesDialog } from '../components/shares/FundSharesDialog';
import { SharesHeader } from '../components/shares/SharesHeader';
import { SharesTransactions } from '../components/shares/SharesTransactions';
import { holdingRequested, sharesHistoryRequested } from '../features/shares/slice';

function Shareholdings() {
  const dispatch = useDispatch();
  const [funding, setFunding] = useState(false);
  const close = useCallback(() => setFunding(false), []);

  useEffect(() => {
    dispatch(holdingRequested());
    dispatch(sharesHistoryRequested({ page: 1 }));
  }, [dispatch]);

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
