// The remote's one calls saga (the kit's createCalls): every change the shop and investment screens ask for.
import { createCalls } from '@coop/shared';
import { FEATURE_KEY } from './key';

export const calls = createCalls(FEATURE_KEY);
export const useCall = calls.useCall;
/** changes after every successful call: use it in load keys so screens read again */
export const useCommerceVersion = calls.useVersion;
