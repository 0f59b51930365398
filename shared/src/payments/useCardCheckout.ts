// The new-card flow: start a charge → the provider's checkout (framed, popup or a link) → ask the API for the
// outcome → a verified payment source. Only the API's `success` counts as paid.
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { ChargePurpose } from '@coop/api/contract';
import { errorMessage } from '@coop/shared/core';
import { checkoutModeFor, checkoutOrigin, currentCallbackPath, isCheckoutMessageFor, openCheckoutPopup, popupReturned } from './checkoutWindow';
import { paymentsApi } from './paymentsApi';
import { pollChargeStatus, VERIFY_DELAYS_MS } from './pollCharge';
import type { NewCardSource } from './types';

export type CheckoutPhase =
  | { name: 'idle' }
  | { name: 'starting' }
  /** link: the popup was blocked, the member opens the page with a tap */
  | { name: 'checkout'; reference: string; url: string; mode: 'frame' | 'popup' | 'link'; saveCard: boolean }
  | { name: 'verifying'; reference: string; saveCard: boolean }
  | { name: 'failed'; message: string }
  | { name: 'unconfirmed'; reference: string; saveCard: boolean; message: string }
  | { name: 'verified'; source: NewCardSource; total: string };

export interface StartCheckoutInput {
  purpose: ChargePurpose;
  amount: string;
  saveCard: boolean;
}

export const POPUP_WATCH_MS = 500;
export const DECLINED_HINT = 'You can try again with the same card or another one.';
const ABANDONED_MESSAGE = 'The payment was not completed.';

export function useCardCheckout(options: { onVerified: (source: NewCardSource) => void; verifyDelays?: readonly number[] }) {
  const [phase, setPhase] = useState<CheckoutPhase>({ name: 'idle' });
  const run = useRef(0);
  const popup = useRef<Window | null>(null);
  const onVerified = useRef(options.onVerified);
  onVerified.current = options.onVerified;
  const delays = options.verifyDelays ?? VERIFY_DELAYS_MS;

  const closePopup = useCallback(() => {
    try {
      if (popup.current && !popup.current.closed) popup.current.close();
    } catch {
      // a window we can no longer reach
    }
    popup.current = null;
  }, []);

  const verify = useCallback(
    async (reference: string, saveCard: boolean) => {
      const id = ++run.current;
      closePopup();
      setPhase({ name: 'verifying', reference, saveCard });
      const outcome = await pollChargeStatus(reference, { verify: paymentsApi.verifyCharge, delays, isCancelled: () => id !== run.current });
      if (!outcome || id !== run.current) return;
      if (outcome.kind === 'unconfirmed') {
        setPhase({ name: 'unconfirmed', reference, saveCard, message: outcome.message });
        return;
      }
      if (outcome.kind === 'error') {
        setPhase({ name: 'failed', message: outcome.message });
        return;
      }
      const { reply } = outcome;
      if (reply.status === 'success') {
        const source: NewCardSource = { payment_method: 'Paystack', paystack_id: reply.reference || reference, save_card: saveCard };
        setPhase({ name: 'verified', source, total: reply.total });
        onVerified.current(source);
        return;
      }
      const reason = reply.status === 'abandoned' ? ABANDONED_MESSAGE : reply.message || 'Payment failed.';
      setPhase({ name: 'failed', message: `${reason.replace(/\.?$/, '.')} ${DECLINED_HINT}` });
    },
    [closePopup, delays],
  );

  const start = useCallback(
    async ({ purpose, amount, saveCard }: StartCheckoutInput) => {
      const id = ++run.current;
      closePopup();
      setPhase({ name: 'starting' });
      try {
        const reply = await paymentsApi.startCharge({ purpose, amount, save_card: saveCard, callback_path: currentCallbackPath() });
        if (id !== run.current) return;
        const base = { name: 'checkout' as const, reference: reply.reference, url: reply.authorization_url, saveCard };
        if (checkoutModeFor(reply.authorization_url) === 'frame') {
          setPhase({ ...base, mode: 'frame' });
          return;
        }
        popup.current = openCheckoutPopup(reply.authorization_url);
        setPhase({ ...base, mode: popup.current ? 'popup' : 'link' });
      } catch (error) {
        if (id === run.current) setPhase({ name: 'failed', message: errorMessage(error) });
      }
    },
    [closePopup],
  );

  const cancel = useCallback(() => {
    run.current += 1;
    closePopup();
    setPhase({ name: 'idle' });
  }, [closePopup]);

  /** the member says they finished in the popup or tab */
  const confirmPaid = useCallback(() => {
    if (phase.name === 'checkout' || phase.name === 'unconfirmed') void verify(phase.reference, phase.saveCard);
  }, [phase, verify]);

  /** the fallback link: open a popup from the tap itself (not blocked), else let the link open a tab */
  const openFromLink = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (phase.name !== 'checkout') return;
      const opened = openCheckoutPopup(phase.url);
      if (!opened) return;
      event.preventDefault();
      popup.current = opened;
      setPhase({ ...phase, mode: 'popup' });
    },
    [phase],
  );

  // The checkout page's message for this charge (framed sandbox), then the API's word on it.
  const checkout = phase.name === 'checkout' ? phase : null;
  const reference = checkout?.reference ?? null;
  const url = checkout?.url ?? null;
  const saveCard = checkout?.saveCard ?? false;
  const watchPopup = checkout?.mode === 'popup';
  useEffect(() => {
    if (!reference || !url) return undefined;
    const origin = checkoutOrigin(url);
    const onMessage = (event: MessageEvent) => {
      if (isCheckoutMessageFor(event, reference, origin)) void verify(reference, saveCard);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [reference, url, saveCard, verify]);

  // A popup: closed by the member, or back on our origin with ?reference= → ask the API.
  useEffect(() => {
    if (!reference || !watchPopup) return undefined;
    const timer = setInterval(() => {
      const win = popup.current;
      if (!win || win.closed || popupReturned(win, reference)) {
        clearInterval(timer);
        void verify(reference, saveCard);
      }
    }, POPUP_WATCH_MS);
    return () => clearInterval(timer);
  }, [reference, watchPopup, saveCard, verify]);

  useEffect(
    () => () => {
      run.current += 1;
      closePopup();
    },
    [closePopup],
  );

  return { phase, start, cancel, confirmPaid, openFromLink };
}
