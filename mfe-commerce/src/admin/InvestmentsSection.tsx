// The console's Investments section (/dashboard/investments/*): the list, and each investment's own page beneath
// (/dashboard/investments/{id}) with its holders, news and payout.
import { Route, Routes } from '@coop/shared';
import InvestmentPage from './InvestmentPage';
import InvestmentsPanel from './InvestmentsPanel';

export default function InvestmentsSection() {
  return (
    <Routes>
      <Route index element={<InvestmentsPanel />} />
      <Route path=":id" element={<InvestmentPage />} />
    </Routes>
  );
}
