// Replaced by the page itself (issue 8).
import { Page } from '@coop/shared';

export default function RegularTabPage() {
  return <Page title="RegularTabPage">{null}</Page>;
}
