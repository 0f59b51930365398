// Dividends for administrators: declaring one over a pool and allocating it to members.
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.
export { declareDividend } from './declaration';
export { fundDividendPool } from './pool';
