// Where the card checkout opens. Our sandbox checkout is served from the app's own origin and can be framed; the
// real provider's page refuses framing, so it opens in a popup (or, when that is blocked, a link the member taps).
import type { CheckoutMessage } from '@coop/api/contract';

export type CheckoutMode = 'frame' | 'popup';

export function checkoutOrigin(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

export function checkoutModeFor(url: string): CheckoutMode {
  return checkoutOrigin(url) === window.location.origin ? 'frame' : 'popup';
}

/** the checkout page's message for THIS charge, from the checkout's own origin; anything else is ignored */
export function isCheckoutMessageFor(event: MessageEvent, reference: string, origin: string | null): boolean {
  if (!origin || event.origin !== origin) return false;
  const data = event.data as Partial<CheckoutMessage> | null;
  return typeof data === 'object' && data !== null && data.type === 'coop-checkout' && data.reference === reference;
}

const POPUP_FEATURES = 'popup=yes,width=480,height=720';
export const CHECKOUT_WINDOW_NAME = 'coop-checkout';

/** null when the browser blocked it */
export function openCheckoutPopup(url: string): Window | null {
  try {
    return window.open(url, CHECKOUT_WINDOW_NAME, POPUP_FEATURES);
  } catch {
    return null;
  }
}

/**
 * True once the popup is back on our own origin with this charge's `?reference=` (the provider's return to the
 * callback path). While it shows the provider's page, reading its location throws: that is "not yet".
 */
export function popupReturned(popup: Window, reference: string): boolean {
  try {
    if (popup.location.origin !== window.location.origin) return false;
    return new URLSearchParams(popup.location.search).get('reference') === reference;
  } catch {
    return false;
  }
}

/** the page to return to after the provider's checkout, when it is a path the API accepts */
export function currentCallbackPath(): string | undefined {
  const path = window.location.pathname;
  return /^\/(?![/\\])[A-Za-z0-9/_-]{0,200}$/.test(path) ? path : undefined;
}
