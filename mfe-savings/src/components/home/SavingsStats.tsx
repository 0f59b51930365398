import { formatNaira } from '@coop/shared';
import { FigureStat } from './FigureStat';
import type { HomeFigures } from './useHomeFigures';
import styles from './home.module.css';

/** The stat cards of /savings (facts §3.2): wallet, shareholding, regular savings with its available balance, targets, save-to-loan. */
export function SavingsStats({ figures }: { figures: HomeFigures }) {
  const { wallet, shares, regular, available, targets, saveToLoan } = figures;
  return (
    <div className={styles.stats}>
      <FigureStat label="Wallet Balance" figure={wallet} to="/wallet" />
      <FigureStat label="Shareholding" figure={shares} to="/shareholdings" />
      <FigureStat label="Regular Savings" figure={regular} to="/savings-tab/regular" hint={available !== undefined && <span className={styles.hintLine}>Available Balance: {formatNaira(available)}</span>} />
      <FigureStat label="Target Savings" figure={targets} to="/savings-tab/target" />
      <FigureStat label="Save To Loan" figure={saveToLoan} to="/savings-tab/savetoloan" />
    </div>
  );
}
