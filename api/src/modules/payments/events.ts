// Provider webhook events: stored once (unique provider + event key), then dispatched to the handlers other modules
// register, all inside one transaction that also marks the event processed. A handler error rolls that back, is
// recorded on the event, and the next delivery (or `retry`) processes it again. `accept` stores and replies at once,
// processing after the reply (a provider whose verification is a network call: the webhook must not wait on it);
// `retryStored` is the job's sweep of events stored but not processed (a crash, a provider that did not answer).
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { paymentEvents, type PaymentCharge } from '../../db/schema';
import type { TransferStatus, WebhookEvent } from '../../rails/provider';

/**
 * What the provider says NOW about the event's subject, asked before dispatch: a webhook body is only a hint.
 * Handlers act on these, not on the event's type or data.
 */
export interface VerifiedState {
  /** charge.* events: our charge with that reference, verified with the provider and recorded; null if not ours */
  charge: PaymentCharge | null;
  /** transfer.* events: the provider's status of the transfer with that reference */
  transferStatus: TransferStatus | null;
}

export interface DispatchedPaymentEvent extends WebhookEvent, VerifiedState {
  provider: string;
  /** payment_events.id */
  eventId: number;
}

export type PrepareEvent = (event: WebhookEvent) => Promise<VerifiedState>;

/** Runs inside the transaction that marks the event processed: write with `tx` only. */
export type PaymentEventHandler = (tx: Transaction, event: DispatchedPaymentEvent) => Promise<void>;

export type ReceiveOutcome = { outcome: 'processed' } | { outcome: 'duplicate' } | { outcome: 'failed'; error: string };
export type AcceptOutcome = { outcome: 'accepted' } | { outcome: 'duplicate' } | { outcome: 'failed'; error: string };

export class PaymentEventDispatcher {
  private readonly handlers = new Map<string, PaymentEventHandler[]>();
  /** events being processed after their webhook was answered */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly now: () => Date) {}

  /** Registers a handler for an event type (e.g. 'transfer.success'); returns a function that removes it. */
  on(type: string, handler: PaymentEventHandler): () => void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler);
    this.handlers.set(type, list);
    return () => {
      const current = this.handlers.get(type) ?? [];
      this.handlers.set(
        type,
        current.filter((h) => h !== handler),
      );
    };
  }

  /**
   * Stores a verified event (once) and processes it unless it was already processed.
   * `prepare` runs before the transaction (it asks the provider) and gives the verified state handlers receive.
   */
  async receive(
    db: Database,
    provider: string,
    event: WebhookEvent,
    prepare: PrepareEvent,
  ): Promise<ReceiveOutcome> {
    const stored = await this.store(db, provider, event);
    if (!stored) return { outcome: 'failed', error: 'The event could not be stored' };
    if (stored.processed) return { outcome: 'duplicate' };
    return this.process(db, stored.eventId, provider, event, prepare);
  }

  /**
   * Stores a verified event (once) and answers at once; it is processed right after, in the background (an error is
   * recorded on the event and `retryStored` tries again). `idle()` waits for those in flight.
   */
  async accept(db: Database, provider: string, event: WebhookEvent, prepare: PrepareEvent, onFailed?: (error: string) => void): Promise<AcceptOutcome> {
    const stored = await this.store(db, provider, event);
    if (!stored) return { outcome: 'failed', error: 'The event could not be stored' };
    if (stored.processed) return { outcome: 'duplicate' };
    const running = this.process(db, stored.eventId, provider, event, prepare).then((result) => {
      if (result.outcome === 'failed') onFailed?.(result.error);
    });
    this.inFlight.add(running);
    void running.finally(() => this.inFlight.delete(running));
    return { outcome: 'accepted' };
  }

  /** resolves once every event accepted so far has been processed (or failed): tests, and a draining instance */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** Processes stored events still unprocessed `olderThanMs` after they arrived (at most two days old); returns how many it processed. */
  async retryStored(db: Database, prepare: PrepareEvent, options: { olderThanMs: number; limit?: number }): Promise<number> {
    const now = this.now().getTime();
    const rows = await db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(and(isNull(paymentEvents.processedAt), lt(paymentEvents.receivedAt, new Date(now - options.olderThanMs)), gt(paymentEvents.receivedAt, new Date(now - 2 * 24 * 60 * 60_000))))
      .orderBy(asc(paymentEvents.receivedAt))
      .limit(options.limit ?? 50);
    let processed = 0;
    for (const { id } of rows) if ((await this.retry(db, id, prepare)).outcome === 'processed') processed += 1;
    return processed;
  }

  private async store(db: Database, provider: string, event: WebhookEvent): Promise<{ eventId: number; processed: boolean } | null> {
    const [inserted] = await db
      .insert(paymentEvents)
      .values({ provider, eventKey: event.id, type: event.type, reference: event.reference, payload: event.data, receivedAt: this.now() })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted) return { eventId: inserted.id, processed: false };
    const [existing] = await db
      .select({ id: paymentEvents.id, processedAt: paymentEvents.processedAt })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventKey, event.id)))
      .limit(1);
    return existing ? { eventId: existing.id, processed: existing.processedAt !== null } : null;
  }

  /** Processes a stored, unprocessed event again (after a handler error). */
  async retry(db: Database, eventId: number, prepare: PrepareEvent): Promise<ReceiveOutcome> {
    const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId)).limit(1);
    if (!row) return { outcome: 'failed', error: 'No such event' };
    if (row.processedAt) return { outcome: 'duplicate' };
    const event: WebhookEvent = { id: row.eventKey, type: row.type, reference: row.reference, data: row.payload as Record<string, unknown> };
    return this.process(db, eventId, row.provider, event, prepare);
  }

  private async process(
    db: Database,
    eventId: number,
    provider: string,
    event: WebhookEvent,
    prepare: PrepareEvent,
  ): Promise<ReceiveOutcome> {
    try {
      const verified = await prepare(event);
      const handled = await db.transaction(async (tx) => {
        // Two deliveries of one event at once: the second waits here, then sees it processed.
        const [row] = await tx.select({ processedAt: paymentEvents.processedAt }).from(paymentEvents).where(eq(paymentEvents.id, eventId)).for('no key update');
        if (!row || row.processedAt) return false;
        for (const handler of this.handlers.get(event.type) ?? []) {
          await handler(tx, { ...event, ...verified, provider, eventId });
        }
        await tx
          .update(paymentEvents)
          .set({ processedAt: this.now(), error: null, attempts: sql`${paymentEvents.attempts} + 1` })
          .where(eq(paymentEvents.id, eventId));
        return true;
      });
      return handled ? { outcome: 'processed' } : { outcome: 'duplicate' };
    } catch (error) {
      const message = String((error as Error)?.message ?? error).slice(0, 1000);
      await db
        .update(paymentEvents)
        .set({ error: message, attempts: sql`${paymentEvents.attempts} + 1` })
        .where(eq(paymentEvents.id, eventId));
      return { outcome: 'failed', error: message };
    }
  }
}
