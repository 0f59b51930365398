// A screen's handle on one call of the remote's calls saga (features/calls.ts): run it, read its state, reset it.
import { calls } from '../features/calls';

export const useCall = calls.useCall;
/** changes after every successful call: use it in load keys so screens read again */
export const useLoansVersion = calls.useVersion;
