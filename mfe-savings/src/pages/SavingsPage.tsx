// Replaced by the page itself (issue 8).
import { Page } from '@coop/shared';

export default function SavingsPage() {
  return <Page title="SavingsPage">{null}</Page>;
}
