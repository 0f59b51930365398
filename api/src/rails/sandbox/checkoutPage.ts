// The sandbox checkout page: one small self-contained HTML document (no external assets), mobile first, every input
// with a visible label. It works without JavaScript (plain form posts); the final page tells the app the outcome by
// postMessage when framed, or returns to the charge's callback URL with ?reference= when opened on its own. Its inline
// <style> and <script> carry the reply's CSP nonces (./routes.ts), so its policy needs no 'unsafe-inline'.
import { formatNairaText } from '../../money/money';
import { SANDBOX_CARD_RULES, SANDBOX_CARDS, SANDBOX_OTP } from './cards';
import type { CheckoutState } from './checkout';

export interface PageContext {
  societyName: string;
  action: string;
  /** this reply's Content-Security-Policy nonces */
  nonce: { script: string; style: string };
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2733;background:#f3f6f8}
main{max-width:420px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.15rem;margin:0 0 4px}
.amount{font-size:1.75rem;font-weight:700;margin:4px 0 2px}
.muted{color:#5b6b79;font-size:.9rem;margin:0;overflow-wrap:anywhere}
form{margin-top:16px}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:12px;font-size:1rem;border:1px solid #9aa9b5;border-radius:8px}
input:focus{outline:3px solid #8cc3ff;border-color:#1f6feb}
.row{display:flex;gap:12px}.row>div{flex:1;min-width:0}
button{width:100%;margin-top:18px;padding:13px;font-size:1rem;font-weight:600;border:0;border-radius:8px;background:#0b7a4b;color:#fff;cursor:pointer}
button.secondary{background:transparent;color:#8a1c1c;margin-top:8px;text-decoration:underline}
.error{background:#fdecea;color:#8a1c1c;border-radius:8px;padding:10px 12px;margin-top:14px}
.result{text-align:center;padding:12px 0}.result h2{font-size:1.25rem;margin:12px 0 4px}
.icon{display:inline-flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:50%;font-size:1.8rem;font-weight:700;color:#fff}
.icon.success{background:#0b7a4b}.icon.failed{background:#b42318}.icon.abandoned{background:#5b6b79}
.help{margin-top:16px;font-size:.9rem;background:#fff;border-radius:12px;padding:14px 18px}
.help h2{font-size:1rem;margin:0 0 6px}.help ul{padding-left:18px;margin:6px 0}
code{font-size:.95em;white-space:nowrap}
.badge{display:inline-block;font-size:.75rem;font-weight:700;letter-spacing:.04em;background:#fff4ce;color:#6b5300;border-radius:4px;padding:2px 6px;margin-bottom:8px}
`;

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** ₦1,234,567.89 from kobo, without floating point. */

function layout(title: string, nonce: PageContext['nonce'], body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(nonce.style)}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>${script}
</body>
</html>`;
}

function header(state: Exclude<CheckoutState, { kind: 'missing' }>, context: PageContext): string {
  return `<span class="badge">SANDBOX · TEST MODE</span>
<h1>Pay ${escapeHtml(context.societyName)}</h1>
<p class="amount" data-testid="amount">${formatNairaText(state.charge.amountKobo)}</p>
<p class="muted">${escapeHtml(state.charge.email)} · Ref ${escapeHtml(state.charge.reference)}</p>`;
}

function helpText(): string {
  const cards = SANDBOX_CARDS.map((card) => `<li><code>${escapeHtml(card.number)}</code>: ${escapeHtml(card.description)}</li>`).join('');
  return `<section class="help" aria-labelledby="help-title">
<h2 id="help-title">Test cards</h2>
<ul>${cards}</ul>
<p class="muted">${escapeHtml(SANDBOX_CARD_RULES)} The OTP that succeeds is <code>${SANDBOX_OTP}</code>. No real money moves here.</p>
</section>`;
}

function errorBox(error?: string): string {
  return error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
}

function cancelForm(action: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="step" value="cancel"><button type="submit" class="secondary">Cancel payment</button></form>`;
}

export function renderCheckoutPage(state: CheckoutState, context: PageContext): string {
  if (state.kind === 'missing') {
    return layout('Payment not found', context.nonce, `<div class="card"><h1>Payment not found</h1><p class="muted">This payment link is not valid. Go back to the app and start the payment again.</p></div>`);
  }
  if (state.kind === 'done') return renderResult(state, context);
  if (state.kind === 'otp') {
    return layout(
      'Enter OTP',
      context.nonce,
      `<div class="card">${header(state, context)}
<form method="post" action="${escapeHtml(context.action)}" novalidate>
<input type="hidden" name="step" value="otp">
<p class="muted">Your bank sent a one-time password (OTP) to the phone number on this card.</p>
<label for="otp">OTP</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="8" required>
${errorBox(state.error)}
<button type="submit">Confirm payment</button>
</form>
${cancelForm(context.action)}
</div>${helpText()}`,
    );
  }
  const values = state.values ?? {};
  return layout(
    'Card payment',
    context.nonce,
    `<div class="card">${header(state, context)}
<form method="post" action="${escapeHtml(context.action)}" novalidate>
<input type="hidden" name="step" value="card">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000" maxlength="23" value="${escapeHtml(values.cardNumber)}" required>
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" value="${escapeHtml(values.expiry)}" required></div>
<div><label for="cvv">CVV</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="3" required></div>
</div>
${errorBox(state.error)}
<button type="submit">Pay ${formatNairaText(state.charge.amountKobo)}</button>
</form>
${cancelForm(context.action)}
</div>${helpText()}`,
  );
}

// Plain symbols every system font has (no emoji font needed).
const RESULT_TEXT: Record<string, { icon: string; title: string }> = {
  success: { icon: '✓', title: 'Payment successful' },
  failed: { icon: '✕', title: 'Payment failed' },
  abandoned: { icon: '–', title: 'Payment cancelled' },
};

function renderResult(state: Extract<CheckoutState, { kind: 'done' }>, context: PageContext): string {
  const { charge } = state;
  const status = charge.status as 'success' | 'failed' | 'abandoned';
  const text = RESULT_TEXT[status] ?? RESULT_TEXT.failed;
  const returnUrl = callbackWithReference(charge.callbackUrl, charge.reference);
  const message = { type: 'coop-checkout', reference: charge.reference, status };
  // Inline data is JSON with "<" escaped, so no value can close the script element.
  const script = `
<script nonce="${escapeHtml(context.nonce.script)}">
(function () {
  var message = ${safeJson(message)};
  var returnUrl = ${safeJson(returnUrl)};
  if (window.parent && window.parent !== window) {
    window.parent.postMessage(message, '*');
  } else if (returnUrl) {
    setTimeout(function () { window.location.replace(returnUrl); }, 1200);
  }
})();
</script>`;
  const reason = status === 'success' ? '' : `<p class="muted">${escapeHtml(charge.gatewayResponse ?? '')}</p>`;
  const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Return to the app</a></p>` : '';
  return layout(
    text.title,
    context.nonce,
    `<div class="card" data-status="${escapeHtml(status)}">${header(state, context)}
<div class="result" role="status"><div class="icon ${escapeHtml(status)}" aria-hidden="true">${text.icon}</div><h2>${text.title}</h2>${reason}${back}</div>
</div>`,
    script,
  );
}

function callbackWithReference(callbackUrl: string | null, reference: string): string | null {
  if (!callbackUrl) return null;
  try {
    const url = new URL(callbackUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('reference', reference);
    return url.toString();
  } catch {
    return null;
  }
}

function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
