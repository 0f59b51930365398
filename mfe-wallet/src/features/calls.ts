// The remote's one calls saga (the kit's createCalls): every change the wallet, settings and money screens ask for.
// Screens read with `useLoad` keyed by `useWalletVersion()`, so everything on show is read again after a change.
import { createCalls } from '@coop/shared';
import { FEATURE_KEY } from './key';

export const calls = createCalls(FEATURE_KEY);
export const useCall = calls.useCall;
/** changes after every successful call: use it in load keys so screens read again */
export const useWalletVersion = calls.useVersion;
