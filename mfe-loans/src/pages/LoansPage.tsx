// Replaced by the page itself (issue 9).
import { Page } from '@coop/shared';

export default function LoansPage() {
  return <Page title="LoansPage">{null}</Page>;
}
