// In place of the decision buttons on a row that is the signed-in administrator's own (their held bank account, their
// withdrawal, their PIN lock): the mark, and who decides instead. `isYours` and the mark come from @coop/shared.
import { YoursMark } from '@coop/shared';
import styles from './panelStyles';

export function YoursInstead({ thing }: { thing: string }) {
  return (
    <span className={styles.actions}>
      <YoursMark />
      <span className={styles.meta}>Your own {thing}: another administrator decides</span>
    </span>
  );
}
