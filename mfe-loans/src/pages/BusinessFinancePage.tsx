// Replaced by the page itself (issue 9).
import { Page } from '@coop/shared';

export default function BusinessFinancePage() {
  return <Page title="BusinessFinancePage">{null}</Page>;
}
