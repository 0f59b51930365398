import type { ReactNode } from 'react';
import { useShareholdingGuard } from '@coop/shared';
import { useHolding } from '../../features/shares/useHolding';
import { ShareholdingGateDialog } from './ShareholdingGateDialog';

export type GatedAction = 'fund' | 'target';

export interface ShareholdingGate {
  /** the holding has loaded */
  ready: boolean;
  /** the member's shares reach the society's minimum */
  met: boolean;
  /** runs `onAllowed` now when the minimum is met; otherwise opens the dialog and runs it once the shares are paid */
  guard: (onAllowed: () => void) => void;
  /** reads the holding again (a refused payment may mean the minimum changed since it was read) */
  recheck: () => void;
  /** render it once on the page */
  dialog: ReactNode;
}

/**
 * The shareholding minimum gate (facts §1.4, the kit's guard and dialog): Quick Save into a savings package ('fund') and Create Target
 * ('target') open the "Shareholding Funding" dialog while the member's shares are below the minimum.
 * `const gate = useShareholdingGate('fund'); <Button onClick={() => gate.guard(open)}>Quick Save</Button>{gate.dialog}`
 * The holding (`GET share_holding`) loads at mount; gates mounted together share one request. The API enforces the
 * same gate, this only says it first.
 */
export function useShareholdingGate(action: GatedAction): ShareholdingGate {
  const holding = useHolding();
  const ready = holding.data !== undefined;
  const met = holding.data?.minimum_met ?? false;
  const { open, guard, close } = useShareholdingGuard(met);

  const dialog = <ShareholdingGateDialog open={open} action={action} onClose={close} />;
  return { ready, met, guard, recheck: holding.retry, dialog };
}
