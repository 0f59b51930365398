// /business-fianance (facts §3.8): Place Request, then Active Request (Ongoing | Completed) | Cancelled Request |
// Pending Request (its badge counts requests at 0), the cards and their dialogs. Open to non-members (facts §1.3).
// Completed reads `business_view_loan` when chosen; accepting names the offer on show (its offer_version and total).
import { useEffect, useRef, useState } from 'react';
import { Badge, Button, EmptyState, ErrorState, Modal, Page, Spinner, Tabs, useLoad } from '@coop/shared';
import type { BusinessRequestRow } from '@coop/api/contract';
import { loansApi } from '../../features/loans/api';
import { ConfirmAction } from '../ConfirmAction';
import { RepayDialog } from '../myLoans/RepayDialog';
import { RepaymentTable } from '../RepaymentTable';
import { useCall, useLoansVersion } from '../useCall';
import { BusinessCard } from './BusinessCard';
import { BusinessRequestDialog } from './BusinessRequestDialog';
import { OngoingToggle } from '../OngoingToggle';
import styles from '../layout';

type Decision = { kind: 'accept' | 'decline' | 'cancel'; request: BusinessRequestRow } | null;

export function BusinessFinance() {
  const version = useLoansVersion();
  const requests = useLoad(loansApi.businessRequests, `business-${version}`);
  const [tab, setTab] = useState('active');
  const [view, setView] = useState<'ongoing' | 'completed'>('ongoing');
  const financed = useLoad(loansApi.businessFinanced, `business-financed-${version}`, tab === 'active' && view === 'completed');
  const [placing, setPlacing] = useState(false);
  const [repaying, setRepaying] = useState<BusinessRequestRow | null>(null);
  const [history, setHistory] = useState<BusinessRequestRow | null>(null);
  const [decision, setDecision] = useState<Decision>(null);
  const act = useCall(`business-${decision?.kind ?? ''}-${decision?.request.id ?? 0}`);
  const accept = useCall('business-accept');
  const autoRepay = useCall('business-auto-repay');
  const { retry: readRequestsAgain } = requests;
  // refused (most often "This offer has changed…"): show the offer as it is now
  useEffect(() => {
    if (accept.error) readRequestsAgain();
  }, [accept.error, readRequestsAgain]);

  const all = requests.data ?? [];
  // an offer waiting for the member's answer: open on it, once, unless they chose a tab already
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !requests.data) return;
    opened.current = true;
    if (requests.data.some((r) => r.request_status === 0 && r.total_amount !== '0.00')) setTab('pending');
  }, [requests.data]);
  const pending = all.filter((r) => r.request_status === 0);
  const cancelled = all.filter((r) => r.request_status === 9);
  const ongoing = all.filter((r) => [1, 2, 11].includes(r.request_status));
  const completed = (financed.data ?? []).filter((r) => r.request_status === 3);

  const cards = (rows: BusinessRequestRow[], empty: string, cancelledTab = false, source = requests) => {
    if (source.status === 'error' && !source.data) return <ErrorState message={source.message} onRetry={source.retry} />;
    if (!source.data) return <Spinner label="Loading your requests…" />;
    if (!rows.length) return <EmptyState title={empty} />;
    return (
      <div className={styles.cards}>
        {rows.map((r) => (
          <BusinessCard
            key={r.id}
            request={r}
            cancelledTab={cancelledTab}
            actions={{
              onAccept: () => setDecision({ kind: 'accept', request: r }),
              onDecline: () => setDecision({ kind: 'decline', request: r }),
              onCancel: () => setDecision({ kind: 'cancel', request: r }),
              onRepay: () => setRepaying(r),
              onTransactions: () => setHistory(r),
              onAutoRepay: (on) => autoRepay.run({ method: 'POST', path: `business/auto_repay/${r.id}`, body: { auto_repay: on }, successMessage: on ? 'Auto-repay is on' : 'Auto-repay is off' }),
            }}
          />
        ))}
      </div>
    );
  };

  const confirm = () => {
    if (!decision) return;
    const { kind, request } = decision;
    if (kind === 'accept')
      accept.run({ method: 'POST', path: `accepts_request/${request.id}`, body: { offer_version: request.offer_version, total_amount: request.total_amount }, successMessage: 'You have accepted the offer' });
    else act.run({ method: 'GET', path: `reject_request/${request.id}`, successMessage: kind === 'decline' ? 'You have declined the offer' : 'Your request has been cancelled' });
    setDecision(null);
  };

  return (
    <Page title="Business Financing" intro="Finance for your business: tell us what you need, we make an offer with our mark-up, you accept and repay over time.">
      <div className={styles.actions}>
        <Button onClick={() => setPlacing(true)}>Place Request</Button>
      </div>
      <Tabs
        label="Business requests"
        value={tab}
        onChange={(id) => {
          opened.current = true;
          setTab(id);
        }}
        tabs={[
          {
            id: 'active',
            label: 'Active Request',
            panel: (
              <div className={styles.stack}>
                <OngoingToggle view={view} onChange={setView} label="Which requests" />
                {view === 'ongoing' ? cards(ongoing, 'You have no ongoing business finance') : cards(completed, 'You have no completed business finance', false, financed)}
              </div>
            ),
          },
          { id: 'cancelled', label: 'Cancelled Request', panel: cards(cancelled, 'You have no cancelled request', true) },
          {
            id: 'pending',
            label: (
              <>
                Pending Request{' '}
                {pending.length > 0 && (
                  <Badge tone="success">
                    <span aria-label={`${pending.length} pending`}>{pending.length}</span>
                  </Badge>
                )}
              </>
            ),
            panel: cards(pending, 'You have no pending request'),
          },
        ]}
      />
      <BusinessRequestDialog open={placing} onClose={() => setPlacing(false)} />
      {repaying && <RepayDialog open business loanId={repaying.id} outstanding={repaying.outstanding} onClose={() => setRepaying(null)} />}
      <Modal open={history !== null} title="Repayment Transactions" onClose={() => setHistory(null)}>
        {history && <RepaymentTable loanId={history.id} business />}
      </Modal>
      <ConfirmAction
        open={decision !== null}
        task={decision?.kind ?? 'accept'}
        text={decision?.kind === 'accept' ? 'You want to Accept this Request?' : undefined}
        busy={act.pending || accept.pending}
        onCancel={() => setDecision(null)}
        onConfirm={confirm}
      />
    </Page>
  );
}
