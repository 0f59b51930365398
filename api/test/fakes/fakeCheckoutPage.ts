// The fake's hosted checkout page (Paystack's is at the authorization_url it gives out): the amount, a card number
// field with a visible label and a Pay button. The test card (FAKE_CHECKOUT_CARD) pays; any other is declined.
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function fakeCheckoutPage(input: { action: string; email: string; amountKobo: number; error?: string }): string {
  const naira = (input.amountKobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay with card (Paystack fake)</title></head>
<body>
<main>
<h1>Pay NGN ${escape(naira)}</h1>
<p>${escape(input.email)}</p>
${input.error ? `<p role="alert">${escape(input.error)}</p>` : ''}
<form method="post" action="${escape(input.action)}">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<button type="submit">Pay</button>
</form>
<p>Test card: 4084 0840 8408 4081</p>
</main>
</body>
</html>
`;
}
