// The total across the savings kinds on /savings (`total_balances_for_all_savings_packages`[0]: regular + active
// targets + save to loan), one figure above the per-kind cards.
import { useLoad } from '@coop/shared';
import type { Money } from '@coop/api/contract';
import { homeApi } from '../../features/home/api';
import { FigureStat } from './FigureStat';
import type { Figure } from './useHomeFigures';
import styles from './home.module.css';

export function SavingsTotal() {
  const total: Figure = useLoad(async (): Promise<Money> => (await homeApi.packagesTotal())[0], 'total_balances_for_all_savings_packages', true, { first: true });
  return (
    <div className={styles.stats}>
      <FigureStat label="Total Savings" figure={total} hint="Regular, target and save to loan savings together" />
    </div>
  );
}
