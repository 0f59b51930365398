// The wallet: its balance and history, and funding it (a money purpose anyone may pay, from a card).
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { registerWalletPurposes } from './purposes';
import { walletRoutes } from './routes';

export const walletArea = defineArea({
  name: 'wallet',
  dependencies: ['payments'],
  routes: [walletRoutes],
  purposes: ({ payments, now }) => registerWalletPurposes(payments, now),
});
