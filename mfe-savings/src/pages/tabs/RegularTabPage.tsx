// /savings-tab/regular and /regular (facts §3.3): the savings frame on its Regular Savings tab.
import { RegularTab } from '../../components/regular/RegularTab';
import { SavingsTabsFrame } from '../../components/tabs/SavingsTabsFrame';

export default function RegularTabPage() {
  return (
    <SavingsTabsFrame tab="regular">
      <RegularTab />
    </SavingsTabsFrame>
  );
}
