// /business-fianance (spelt so): open to every signed-in user, members or not (facts §1.3).
import { BusinessFinance } from '../components/business/BusinessFinance';

export default function BusinessFinancePage() {
  return <BusinessFinance />;
}
