// /loan-group: the original's legacy page; here it opens /loan on MY GROUP.
import { Navigate } from '@coop/shared';

export default function LoanGroupPage() {
  return <Navigate to="/loan?tab=my-group" replace />;
}
