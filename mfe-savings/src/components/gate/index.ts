export { useShareholdingGate, type GatedAction, type ShareholdingGate } from './useShareholdingGate';
export { ShareholdingGateDialog, shareholdingGateText } from './ShareholdingGateDialog';
