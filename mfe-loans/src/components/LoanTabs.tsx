// /loan (facts §3.7): the header, then MY LOAN | MY GROUP | APPROVALS — the tab in `?tab=` (my-loan, my-group or its
// old name group, approvals) so /loan-group, /loans and links from notifications open the right one. The green badge
// counts guarantee requests waiting for me.
import { Badge, TabFrame, useLoad, useTabParam, type FrameTab } from '@coop/shared';
import { loansApi } from '../features/loans/api';
import { ApprovalsTab } from './approvals/ApprovalsTab';
import { MyPledges } from './exposure/MyPledges';
import MyGroupTab from './groups/MyGroupTab';
import { LoanHeader } from './header/LoanHeader';
import { MyLoansTab } from './myLoans/MyLoansTab';
import { useLoansVersion } from './useCall';

const LOAN_TABS = ['my-loan', 'my-group', 'approvals'] as const;
type LoanTab = (typeof LOAN_TABS)[number];
const INTRO = 'Interest-free loans backed by your savings and your guarantors, and loan groups.';

export function LoanTabs() {
  const [tab, choose] = useTabParam<LoanTab>('tab', LOAN_TABS, 'my-loan', { group: 'my-group' });
  const version = useLoansVersion();
  const requests = useLoad(loansApi.guaranteeRequests, `guarantee-requests-${version}`);
  const waiting = (requests.data ?? []).filter((r) => r.status === 0 && (r.loan_status === 0 || r.loan_status === 2)).length;
  const approvalsLabel = (
    <>
      APPROVALS{' '}
      {waiting > 0 && (
        <Badge tone="success">
          <span aria-label={`${waiting} waiting`}>{waiting}</span>
        </Badge>
      )}
    </>
  );
  const tabs: FrameTab<LoanTab>[] = [
    { id: 'my-loan', label: 'MY LOAN', panel: () => <MyLoansTab /> },
    { id: 'my-group', label: 'MY GROUP', panel: () => <MyGroupTab /> },
    {
      id: 'approvals',
      label: approvalsLabel,
      panel: () => (
        <>
          <ApprovalsTab />
          <MyPledges />
        </>
      ),
    },
  ];
  return <TabFrame title="Loan" intro={INTRO} top={<LoanHeader />} label="Loans" current={tab} onSelect={choose} tabs={tabs} />;
}
