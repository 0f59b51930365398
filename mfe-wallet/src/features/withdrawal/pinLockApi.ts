// The withdrawal PIN lock (too many wrong PINs in a day): the member's state. The administrators' list and unlock are
// in features/admin/api.ts.
import { http } from '@coop/shared';
import type { PinLockReply } from '@coop/api/contract';

export const pinLockApi = {
  state: (signal?: AbortSignal) => http.get<PinLockReply>('withdrawal_lock', { signal }),
};
