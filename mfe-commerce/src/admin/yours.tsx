// The signed-in administrator's own case (their order, their product request): the API marks such rows `yours` and
// refuses any decision on them, so the screens show a mark instead of the decision buttons.
import { Badge } from '@coop/shared';
import styles from './Panel.module.css';

/** `yours` read leniently: a reply from an API older than the field counts as not yours (the API still refuses) */
export const isYours = (row: object): boolean => (row as { yours?: unknown }).yours === true;

export function YoursMark() {
  return <Badge tone="warning">Yours</Badge>;
}

export function YoursNote({ thing }: { thing: string }) {
  return (
    <p className={styles.message}>
      <YoursMark /> This is your own {thing}: another administrator must decide on it.
    </p>
  );
}
