// Posting the registration fee: one Idempotency-Key per attempt, the same key again when that attempt is retried
// after no conclusive answer (offline, a 5xx, still in flight), a new one after a conclusive refusal.
import { useCallback, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { alertError } from '@coop/shared/core';
import { errorMessage, isHttpError, isNetworkError } from '@coop/shared/core';
import { newIdempotencyKey } from '@coop/shared/core';
import type { PaymentSource } from '../payments/types';
import { membershipApi } from './membershipApi';

export const REGISTRATION_FAILED_MESSAGE = 'The registration fee payment failed, please try again';

function inconclusive(error: unknown): boolean {
  return isNetworkError(error) || (isHttpError(error) && (error.status >= 500 || error.status === 409 || error.status === 408 || error.status === 429));
}

export function useRegistrationPayment(onPaid: (message: string) => void) {
  const dispatch = useDispatch();
  const [posting, setPosting] = useState(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);

  const pay = useCallback(
    async (body: PaymentSource) => {
      if (inFlight.current) return;
      const bodyText = JSON.stringify(body);
      if (!attempt.current || attempt.current.body !== bodyText) attempt.current = { key: newIdempotencyKey(), body: bodyText };
      const { key } = attempt.current;
      inFlight.current = true;
      setPosting(true);
      try {
        const reply = await membershipApi.payRegistrationFee(body, key);
        attempt.current = null;
        if (reply.success === false) {
          dispatch(alertError(reply.message || REGISTRATION_FAILED_MESSAGE));
          return;
        }
        onPaid(reply.message);
      } catch (error) {
        if (!inconclusive(error)) attempt.current = null;
        dispatch(alertError(errorMessage(error, REGISTRATION_FAILED_MESSAGE)));
      } finally {
        inFlight.current = false;
        setPosting(false);
      }
    },
    [dispatch, onPaid],
  );

  return { pay, posting };
}
