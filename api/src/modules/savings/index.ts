// The savings area (issue 8): shareholdings, regular, target and save-to-loan savings, autosave, liens. Every member
// route needs a session and membership (gates.ts).
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { SAVINGS_PURPOSE } from './purposes';
export { assertShareholdingMinimum, shareholdingGateMessage, NOT_A_MEMBER, requireMembership, sharesBalanceKobo } from './gates';
export { placeLien, releaseLiens, releaseLiensProRata, pledgeableBalances, lockPledgeableBalances, assertWithdrawalKeepsLiens, activeLiensKobo } from './liens';
export { activeTargetsKobo, targetsWithBalances } from './balances';
export { normaliseDate } from './planFields';
export { targetEndDate } from './schedule';
export { historyQuery } from './schema';
export { closeTarget } from './targets';
