// Replaced by the page itself (issue 9).
import { Page } from '@coop/shared';

export default function LoanGroupPage() {
  return <Page title="LoanGroupPage">{null}</Page>;
}
