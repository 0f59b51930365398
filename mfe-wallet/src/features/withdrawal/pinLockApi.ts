// The withdrawal PIN lock (too many wrong PINs in a day): the member's state, and the administrators' list and unlock.
import { http } from '@coop/shared';
import type { LockedMembersReply, PinLockReply, UnlockPinsReply } from '@coop/api/contract';

export const pinLockApi = {
  state: (signal?: AbortSignal) => http.get<PinLockReply>('withdrawal_lock', { signal }),
  lockedMembers: (signal?: AbortSignal) => http.get<LockedMembersReply>('admin/pin_locks', { signal }),
  unlock: (userId: number) => http.post<UnlockPinsReply>(`admin/pin_locks/${userId}/unlock`),
};
