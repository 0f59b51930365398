// POST /api/payments/webhook/:provider: signature first (nothing stored when wrong), each event applied once,
// handlers run inside the transaction that marks the event processed, handler errors recorded and retried.
import { eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { paymentEvents, sandboxRecipients } from '../../src/db/schema';
import type { DispatchedPaymentEvent } from '../../src/modules/payments/events';
import { signWebhook } from '../../src/rails/webhooks';
import type { TestApp } from '../helpers/testApp';
import { createTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_DELIVERY: 'off' });
});
afterAll(() => t.close());

let counter = 0;
function transferEvent(type = 'transfer.success', reference = `WDR-TEST-${++counter}`) {
  return { reference, body: JSON.stringify({ event: type, data: { reference, amount: 150000, status: type.split('.')[1] } }) };
}

function deliver(body: string, signature: string | null = signWebhook(body, t.config.SANDBOX_WEBHOOK_SECRET), provider = 'sandbox') {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/webhook/${provider}`,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-sandbox-signature': signature } : {}) },
    payload: body,
  });
}

async function storedEvents(reference: string) {
  return t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
}

describe('payment webhooks', () => {
  it('rejects a forged or missing signature and stores nothing', async () => {
    const { reference, body } = transferEvent();
    const forged = await deliver(body, signWebhook(body, 'not-the-secret-but-long-enough'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ success: false, message: 'Invalid signature' });
    expect((await deliver(body, null)).statusCode).toBe(401);
    const altered = await deliver(body.replace('150000', '990000'), signWebhook(body, t.config.SANDBOX_WEBHOOK_SECRET));
    expect(altered.statusCode).toBe(401);
    expect(await storedEvents(reference)).toEqual([]);
  });

  it('rejects a signed body that is not an event, and another provider’s path', async () => {
    const junk = '{"hello":"world"}';
    const res = await deliver(junk);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The webhook body is not a valid event' });
    const { body } = transferEvent();
    expect((await deliver(body, undefined, 'paystack')).statusCode).toBe(404);
  });

  it('verifies the exact bytes whatever the content type says', async () => {
    const { reference, body } = transferEvent();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      headers: { 'content-type': 'text/plain', 'x-sandbox-signature': signWebhook(body, t.config.SANDBOX_WEBHOOK_SECRET) },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(await storedEvents(reference)).toHaveLength(1);
  });

  it('applies a replayed event once, inside a transaction', async () => {
    const seen: { event: DispatchedPaymentEvent; inTransaction: boolean }[] = [];
    const off = t.app.deps.payments.onPaymentEvent('transfer.success', async (tx, event) => {
      seen.push({ event, inTransaction: tx instanceof PgTransaction });
    });
    try {
      const { reference, body } = transferEvent();
      const first = await deliver(body);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, message: 'Event processed' });
      const replay = await deliver(body);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ success: true, message: 'Event already processed' });

      expect(seen).toHaveLength(1);
      expect(seen[0].inTransaction).toBe(true);
      // the provider knows no such transfer: handlers see that, whatever the body claims
      expect(seen[0].event).toMatchObject({ type: 'transfer.success', reference, provider: 'sandbox', charge: null, transferStatus: null, data: { amount: 150000 } });
      const [stored] = await storedEvents(reference);
      expect(stored).toMatchObject({ provider: 'sandbox', eventKey: `transfer.success:${reference}`, type: 'transfer.success', attempts: 1, error: null });
      expect(stored.processedAt).toBeInstanceOf(Date);
    } finally {
      off();
    }
  });

  it('applies an event once when two deliveries race', async () => {
    let calls = 0;
    const off = t.app.deps.payments.onPaymentEvent('transfer.failed', async () => {
      calls += 1;
    });
    try {
      const { reference, body } = transferEvent('transfer.failed');
      const replies = await Promise.all([deliver(body), deliver(body), deliver(body)]);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(calls).toBe(1);
      expect(await storedEvents(reference)).toHaveLength(1);
    } finally {
      off();
    }
  });

  it('rolls back a failing handler, records the error, and processes the event on redelivery', async () => {
    let failing = true;
    let applied = 0;
    const off = t.app.deps.payments.onPaymentEvent('transfer.reversed', async (tx, event) => {
      // a write through the handler's transaction: it must disappear when the handler fails
      await tx.insert(sandboxRecipients).values({ recipientCode: `RCP_${event.reference}_${applied}`, name: 'x', accountNumber: '0', bankCode: '0' });
      if (failing) throw new Error('ledger is busy');
      applied += 1;
    });
    try {
      const { reference, body } = transferEvent('transfer.reversed');
      const first = await deliver(body);
      expect(first.statusCode).toBe(503);
      let [stored] = await storedEvents(reference);
      expect(stored).toMatchObject({ processedAt: null, error: 'ledger is busy', attempts: 1 });
      expect(await t.database.db.select().from(sandboxRecipients).where(eq(sandboxRecipients.recipientCode, `RCP_${reference}_0`))).toEqual([]);

      failing = false;
      const second = await deliver(body);
      expect(second.statusCode).toBe(200);
      expect(second.json().message).toBe('Event processed');
      [stored] = await storedEvents(reference);
      expect(stored).toMatchObject({ error: null, attempts: 2 });
      expect(stored.processedAt).toBeInstanceOf(Date);
      expect(applied).toBe(1);
      expect((await deliver(body)).json().message).toBe('Event already processed');
      expect(applied).toBe(1);
    } finally {
      off();
    }
  });

  it('lets a stored event be processed again without a redelivery', async () => {
    let fail = true;
    const off = t.app.deps.payments.onPaymentEvent('transfer.success', async () => {
      if (fail) throw new Error('not yet');
    });
    try {
      const { reference, body } = transferEvent();
      expect((await deliver(body)).statusCode).toBe(503);
      const [stored] = await storedEvents(reference);
      fail = false;
      const payments = t.app.deps.payments;
      const outcome = await payments.events.retry(t.database.db, stored.id, (event) => payments.verifyEventSubject(t.database.db, event));
      expect(outcome).toEqual({ outcome: 'processed' });
      expect((await storedEvents(reference))[0].processedAt).toBeInstanceOf(Date);
    } finally {
      off();
    }
  });
});
