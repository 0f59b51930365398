import { clearSession, getStoredUser, getSignoutReason, navigate, sessionCleared, setSignoutReason } from '@coop/shared';
import type { Dispatch } from '@reduxjs/toolkit';
import { SIGNIN_PATH } from '../routes/routeTable';

/** The API said `Unauthorized`: the session is gone. Clear it everywhere and go to /signin (spec §4, §8). */
export function createUnauthorizedHandler(dispatch: Dispatch) {
  return () => {
    // A session that just stopped working has expired (or was revoked); say so on the sign-in screen.
    if (getStoredUser() && !getSignoutReason()) setSignoutReason('expired');
    clearSession();
    dispatch(sessionCleared());
    navigate(SIGNIN_PATH);
  };
}
