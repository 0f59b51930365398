// What an administrator sees once something they did became a proposal: that it waits for a second administrator,
// the API's message, and where that administrator approves it.
import { Link } from '@coop/shared';
import { APPROVALS } from './paths';
import styles from '@coop/shared/styles/panel.module.css';

export function ProposedMessage({ message }: { message: string }) {
  return (
    <p className={styles.message} role="status">
      <strong>Waiting for another administrator’s approval.</strong> {message} <Link to={APPROVALS}>Go to Approvals</Link>
    </p>
  );
}
