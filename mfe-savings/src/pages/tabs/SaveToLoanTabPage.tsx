// /savings-tab/savetoloan and /savetoloan (facts §3.3): the savings frame on its Save To Loan tab.
import { SaveToLoanTab } from '../../components/saveToLoan/SaveToLoanTab';
import { SavingsTabsFrame } from '../../components/tabs/SavingsTabsFrame';

export default function SaveToLoanTabPage() {
  return (
    <SavingsTabsFrame tab="save_to_loan">
      <SaveToLoanTab />
    </SavingsTabsFrame>
  );
}
