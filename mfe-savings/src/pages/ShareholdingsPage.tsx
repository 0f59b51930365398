// Replaced by the page itself (issue 8).
import { Page } from '@coop/shared';

export default function ShareholdingsPage() {
  return <Page title="ShareholdingsPage">{null}</Page>;
}
