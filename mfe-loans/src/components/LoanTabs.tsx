// /loan (facts §3.7): the header, then MY LOAN | MY GROUP | APPROVALS — the tab in `?tab=` (my-loan, my-group or its
// old name group, approvals) so /loan-group, /loans and links from notifications open the right one. The green badge
// counts guarantee requests waiting for me.
import type { ReactNode } from 'react';
import { Badge, Page, Tabs, useLoad, useSearchParams } from '@coop/shared';
import { loansApi } from '../features/api';
import { LOAN_TABS, type LoanTab } from '../features/tabs/slice';
import { ApprovalsTab } from './approvals/ApprovalsTab';
import { MyPledges } from './exposure/MyPledges';
import MyGroupTab from './groups/MyGroupTab';
import { LoanHeader } from './header/LoanHeader';
import { MyLoansTab } from './myLoans/MyLoansTab';
import { useLoansVersion } from './useCall';

export function tabOf(query: string | null): LoanTab {
  if (query === 'group') return 'my-group';
  return (LOAN_TABS as readonly string[]).includes(query ?? '') ? (query as LoanTab) : 'my-loan';
}

export function LoanTabs() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const version = useLoansVersion();
  const requests = useLoad(loansApi.guaranteeRequests, `guarantee-requests-${version}`);
  const waiting = (requests.data ?? []).filter((r) => r.status === 0 && (r.loan_status === 0 || r.loan_status === 2)).length;
  const panels: Record<LoanTab, ReactNode> = {
    'my-loan': <MyLoansTab />,
    'my-group': <MyGroupTab />,
    approvals: (
      <>
        <ApprovalsTab />
        <MyPledges />
      </>
    ),
  };
  return (
    <Page title="Loan" intro="Interest-free loans backed by your savings and your guarantors, and loan groups.">
      <LoanHeader />
      <Tabs
        label="Loans"
        value={tab}
        onChange={(id) => setParams({ tab: id }, { replace: true })}
        tabs={[
          { id: 'my-loan', label: 'MY LOAN', panel: tab === 'my-loan' ? panels['my-loan'] : null },
          { id: 'my-group', label: 'MY GROUP', panel: tab === 'my-group' ? panels['my-group'] : null },
          {
            id: 'approvals',
            label: (
              <>
                APPROVALS{' '}
                {waiting > 0 && (
                  <Badge tone="success">
                    <span aria-label={`${waiting} waiting`}>{waiting}</span>
                  </Badge>
                )}
              </>
            ),
            panel: tab === 'approvals' ? panels.approvals : null,
          },
        ]}
      />
    </Page>
  );
}
