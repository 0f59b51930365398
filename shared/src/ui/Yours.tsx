// The signed-in administrator's own case (their loan, their order, their withdrawal, a request they made): the API
// marks such rows `yours` and refuses any decision on them, so the admin screens show a mark instead of the
// decision buttons.
import { Badge } from './Badge';
import styles from './Yours.module.css';

/** `yours` read leniently: a reply from an API older than the field counts as not yours (the API still refuses) */
export const isYours = (row: object): boolean => (row as { yours?: unknown }).yours === true;

export function YoursMark() {
  return <Badge tone="warning">Yours</Badge>;
}

/** On a case's own page, in place of the decision buttons: the mark, and who decides instead. */
export function YoursNote({ thing }: { thing: string }) {
  return (
    <p className={styles.note}>
      <YoursMark /> This is your own {thing}: another administrator must decide on it.
    </p>
  );
}
