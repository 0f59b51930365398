// /savings-tab/target and /target (facts §3.3): the savings frame on its Target Savings tab.
import { SavingsTabsFrame } from '../../components/tabs/SavingsTabsFrame';
import { TargetTab } from '../../components/targets/TargetTab';

export default function TargetTabPage() {
  return (
    <SavingsTabsFrame tab="target">
      <TargetTab />
    </SavingsTabsFrame>
  );
}
