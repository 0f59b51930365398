// /loans: the original's legacy page; here it opens /loan on MY LOAN.
import { Navigate } from '@coop/shared';

export default function LoansPage() {
  return <Navigate to="/loan?tab=my-loan" replace />;
}
