import { clearSession, clearSignoutReason, getStoredUser, getSignoutReason, navigate, sessionCleared, setSignoutReason } from '@coop/shared';
import { setSuspensionNotice } from './suspensionNotice';
import type { Dispatch } from '@reduxjs/toolkit';
import { SIGNIN_PATH } from '../routes/routeTable';

/** The API said `Unauthorized`: the session is gone. Clear it everywhere and go to /signin (spec §4, §8). */
export function createUnauthorizedHandler(dispatch: Dispatch) {
  return (reply?: Record<string, unknown>) => {
    // An administrator suspended the account: say so. Otherwise a session that just stopped working has expired (or
    // was revoked).
    if (reply?.reason === 'suspended') {
      clearSignoutReason();
      setSuspensionNotice(reply.detail);
    } else if (getStoredUser() && !getSignoutReason()) setSignoutReason('expired');
    clearSession();
    dispatch(sessionCleared());
    navigate(SIGNIN_PATH);
  };
}
