// Replaced by the page itself (issue 9).
import { Page } from '@coop/shared';

export default function LoanPage() {
  return <Page title="LoanPage">{null}</Page>;
}
