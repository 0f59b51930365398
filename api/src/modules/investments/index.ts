// Investments (issue 10): the market place and the halal product for members, and the admin's side.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { INVESTMENTS_FOR_MEMBERS } from './messages';
export { runPayout, runDuePayouts, PAYOUT_JOB, payOutInvestment } from './payout';
export { INVESTMENT_PURPOSE } from './purchase';
export { myHoldings } from './views';
