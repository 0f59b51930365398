// Replaced by the page itself (issue 8).
import { Page } from '@coop/shared';

export default function TargetTabPage() {
  return <Page title="TargetTabPage">{null}</Page>;
}
