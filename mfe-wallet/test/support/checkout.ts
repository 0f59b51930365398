// The framed sandbox checkout, as PayWith sees it: the charge starts on our origin, then the page posts its outcome.
import { act } from '@testing-library/react';

export function startedCharge(reference: string, amount: string) {
  return { body: { success: true, reference, authorization_url: `http://localhost/api/payments/sandbox/checkout/${reference}`, amount, fee: '1.50', total: amount } };
}

export function verifiedCharge(reference: string, purpose: string, amount: string, cardId: number | null) {
  return { body: { success: true, message: 'Payment confirmed', reference, status: 'success', purpose, amount, fee: '1.50', total: amount, card_id: cardId } };
}

/** The checkout page in the frame says it is done. */
export function checkoutFinished(reference: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'coop-checkout', reference, status: 'success' }, origin: 'http://localhost' }));
  });
}
