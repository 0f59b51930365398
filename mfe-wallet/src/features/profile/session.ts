// The shell's signed-in user and its stored copy change together, so a reload keeps a change made on /settings.
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { updateStoredUser, userUpdated, type SessionUser } from '@coop/shared';

export function patchSessionUser(dispatch: Dispatch<UnknownAction>, patch: Partial<SessionUser>): void {
  updateStoredUser(patch);
  dispatch(userUpdated(patch));
}
