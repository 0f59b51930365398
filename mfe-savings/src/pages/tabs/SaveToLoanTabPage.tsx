// Replaced by the page itself (issue 8).
import { Page } from '@coop/shared';

export default function SaveToLoanTabPage() {
  return <Page title="SaveToLoanTabPage">{null}</Page>;
}
