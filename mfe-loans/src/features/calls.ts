// The remote's one calls saga (the kit's createCalls): every change the loan screens ask for.
import { createCalls } from '@coop/shared';
import { FEATURE_KEY } from './key';

export const calls = createCalls(FEATURE_KEY);
