// The signed-in administrator's own case (their held bank account, their withdrawal, their PIN lock): the API marks
// such rows `yours` and refuses any decision on them, so the panels show a mark instead of the decision buttons.
import { Badge } from '@coop/shared';
import styles from './Panel.module.css';

/** `yours` read leniently: a reply from an API older than the field counts as not yours (the API still refuses) */
export const isYours = (row: object): boolean => (row as { yours?: unknown }).yours === true;

/** In place of the decision buttons: the mark, and who decides instead. */
export function YoursInstead({ thing }: { thing: string }) {
  return (
    <span className={styles.actions}>
      <Badge tone="warning">Yours</Badge>
      <span className={styles.meta}>Your own {thing}: another administrator decides</span>
    </span>
  );
}
