// Step 1 of the password → PIN confirmation: ask the API, then tell the member where the PIN went (continue alert,
// spec §4) or why not (an error alert; the profile-and-bank refusal also sends them to /settings, spec §8).
import { useCallback, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { alertContinue, alertError, errorMessage } from '@coop/shared/core';
import { handleProfileAndBankRequired } from '../membership/requireBankAndProfile';
import { withdrawalPinApi, type VerifyPasswordBody } from './withdrawalPinApi';

export const PIN_SENT_FALLBACK = 'Enter the withdrawal PIN we sent you to confirm the withdrawal';
const NOT_SUCCESSFUL = 'Request was not successful';

export type VerifyPassword = (body: VerifyPasswordBody) => Promise<{ success?: boolean; message?: string }>;

export function usePasswordStep(verify: VerifyPassword = withdrawalPinApi.verifyPassword) {
  const dispatch = useDispatch();
  const [verifying, setVerifying] = useState(false);
  const inFlight = useRef(false);

  /** the server's message when the PIN was sent, else null (the member has been told why) */
  const run = useCallback(
    async (body: VerifyPasswordBody): Promise<string | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setVerifying(true);
      try {
        const reply = await verify(body);
        if (reply.success === false) {
          dispatch(alertError(reply.message || NOT_SUCCESSFUL));
          return null;
        }
        const message = reply.message || PIN_SENT_FALLBACK;
        dispatch(alertContinue(message));
        return message;
      } catch (error) {
        if (!handleProfileAndBankRequired(error, dispatch)) dispatch(alertError(errorMessage(error)));
        return null;
      } finally {
        inFlight.current = false;
        setVerifying(false);
      }
    },
    [dispatch, verify],
  );

  return { run, verifying };
}
