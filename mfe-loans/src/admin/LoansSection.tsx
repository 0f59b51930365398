// The console's Loans section (/dashboard/loans/*): the loan queue, business requests and the loan book as tabs (the
// tab in the URL: ?part=), and each loan's own page beneath (/dashboard/loans/{id}).
import { Route, Routes, Tabs, useUrlParam } from '@coop/shared';
import BusinessRequestsPanel from './BusinessRequestsPanel';
import LoanBookPanel from './LoanBookPanel';
import LoanPage from './LoanPage';
import LoanQueuePanel from './LoanQueuePanel';
import styles from './panelStyles';

const PARTS = ['queue', 'business', 'book'] as const;
type Part = (typeof PARTS)[number];

function LoansHome() {
  const [part, setPart] = useUrlParam<Part>('part', PARTS, 'queue');
  return (
    <div className={styles.panel}>
      <p className={styles.meta}>Loans waiting for a decision, business requests waiting for an offer, and what members owe.</p>
      <Tabs
        label="Loans"
        value={part}
        onChange={(id) => setPart(id as Part)}
        tabs={[
          { id: 'queue', label: 'Loan queue', panel: <LoanQueuePanel /> },
          { id: 'business', label: 'Business requests', panel: <BusinessRequestsPanel /> },
          { id: 'book', label: 'Loan book', panel: <LoanBookPanel /> },
        ]}
      />
    </div>
  );
}

export default function LoansSection() {
  return (
    <Routes>
      <Route index element={<LoansHome />} />
      <Route path=":id" element={<LoanPage />} />
    </Routes>
  );
}
