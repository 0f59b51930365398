// The wallet: its balance and history, and funding it (a money purpose anyone may pay, from a card).
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.
export { walletBalance } from './service';
