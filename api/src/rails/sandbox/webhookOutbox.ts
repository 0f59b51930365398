// The sandbox's webhooks to this API. Each event is stored before anything else, then delivered (signed) when due,
// retried with a doubling delay while our endpoint does not accept it, and re-delivered after a restart: `start()`
// sweeps what is due. Claims push `next_attempt_at` forward in the same statement (FOR UPDATE SKIP LOCKED), so
// several API instances never deliver one event at the same time, and no transaction stays open during delivery.
import { and, asc, inArray, isNull, lt, lte, min, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { sandboxWebhooks } from '../../db/schema';
import { signWebhook } from '../webhooks';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** Posts one signed body to our webhook endpoint; throws when it was not accepted (non-2xx, network). */
export type WebhookDeliver = (body: string, headers: Record<string, string>) => Promise<void>;

export interface WebhookOutboxOptions {
  db: Database;
  now: () => Date;
  secret: string;
  retryBaseMs: number;
  maxAttempts?: number;
  deliver: WebhookDeliver | null;
  onError?: (message: string, error: unknown) => void;
}

const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 20;
/** deliveries in flight at once from one instance */
const DELIVERY_CONCURRENCY = 4;
const UNCOMMITTED_GRACE_MS = 30_000;

export class SandboxWebhookOutbox {
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Number.POSITIVE_INFINITY;
  private running: Promise<void> | null = null;
  private rerun = false;
  private started = false;
  private stopped = false;
  private lastEnqueueAt = 0;
  readonly maxAttempts: number;

  constructor(private readonly options: WebhookOutboxOptions) {
    this.maxAttempts = options.maxAttempts ?? 8;
  }

  /** Stores an event due in `delayMs`; written through the caller's executor so it commits with their work. */
  async enqueue(executor: Executor, eventType: string, payload: Record<string, unknown>, delayMs: number): Promise<void> {
    const dueAt = new Date(this.options.now().getTime() + delayMs);
    await executor.insert(sandboxWebhooks).values({ eventType, body: JSON.stringify(payload), nextAttemptAt: dueAt, createdAt: this.options.now() });
    this.lastEnqueueAt = Date.now();
    this.kick(delayMs);
  }

  /**
   * Begins delivering what this instance enqueues. With `sweepNow`, what was left undelivered before a restart
   * goes out now too (instances that run no background work skip that sweep).
   */
  start(options: { sweepNow: boolean } = { sweepNow: true }): void {
    if (!this.options.deliver) return;
    this.started = true;
    if (options.sweepNow) this.kick(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass over the due events; returns how many were delivered. */
  async deliverDue(): Promise<number> {
    const deliver = this.options.deliver;
    if (!deliver) return 0;
    const { db, now } = this.options;
    let delivered = 0;
    for (;;) {
      const claimedAt = now();
      const due = db
        .select({ id: sandboxWebhooks.id })
        .from(sandboxWebhooks)
        .where(and(isNull(sandboxWebhooks.deliveredAt), lt(sandboxWebhooks.attempts, this.maxAttempts), lte(sandboxWebhooks.nextAttemptAt, claimedAt)))
        .orderBy(asc(sandboxWebhooks.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(sandboxWebhooks)
        .set({ attempts: sql`${sandboxWebhooks.attempts} + 1`, nextAttemptAt: new Date(claimedAt.getTime() + CLAIM_LEASE_MS) })
        .where(inArray(sandboxWebhooks.id, due))
        .returning({ id: sandboxWebhooks.id, body: sandboxWebhooks.body, attempts: sandboxWebhooks.attempts });
      if (!claimed.length) return delivered;
      // A few at once, as Paystack delivers: one at a time, a burst (a load run's card charges and transfers) queues
      // behind itself and a transfer's answer arrives tens of seconds late on a busy machine, though nothing failed.
      const queue = claimed.sort((a, b) => a.id - b.id);
      const worker = async () => {
        for (let event = queue.shift(); event && !this.stopped; event = queue.shift()) {
          if (await this.deliverOne(deliver, event)) delivered += 1;
        }
      };
      await Promise.all(Array.from({ length: DELIVERY_CONCURRENCY }, worker));
      if (this.stopped) return delivered;
    }
  }

  /** Posts one claimed event; on a refusal, schedules the next attempt with a doubling delay. */
  private async deliverOne(deliver: WebhookDeliver, event: { id: number; body: string; attempts: number }): Promise<boolean> {
    const { db, now } = this.options;
    try {
      await deliver(event.body, { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signWebhook(event.body, this.options.secret) });
      await db.update(sandboxWebhooks).set({ deliveredAt: now(), lastError: null }).where(inArray(sandboxWebhooks.id, [event.id]));
      return true;
    } catch (error) {
      const retryIn = this.options.retryBaseMs * 2 ** (event.attempts - 1);
      await db
        .update(sandboxWebhooks)
        .set({ lastError: String((error as Error)?.message ?? error).slice(0, 500), nextAttemptAt: new Date(now().getTime() + retryIn) })
        .where(inArray(sandboxWebhooks.id, [event.id]));
      if (event.attempts >= this.maxAttempts) this.options.onError?.(`sandbox webhook ${event.id} given up after ${event.attempts} attempts`, error);
      return false;
    }
  }

  private kick(delayMs: number): void {
    if (!this.started || this.stopped) return;
    const at = Date.now() + Math.max(0, delayMs);
    if (this.timer && this.timerAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.timerAt = Number.POSITIVE_INFINITY;
      void this.run();
    }, Math.max(0, delayMs));
    this.timer.unref();
  }

  private async run(): Promise<void> {
    if (this.running) {
      this.rerun = true;
      return;
    }
    this.running = (async () => {
      do {
        this.rerun = false;
        try {
          await this.deliverDue();
        } catch (error) {
          if (!this.stopped) this.options.onError?.('sandbox webhook delivery failed', error);
        }
      } while (this.rerun && !this.stopped);
    })();
    try {
      await this.running;
    } finally {
      this.running = null;
    }
    await this.scheduleNext();
  }

  /** Sleeps until the next undelivered event is due (if any). */
  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    try {
      const [row] = await this.options.db
        .select({ next: min(sandboxWebhooks.nextAttemptAt) })
        .from(sandboxWebhooks)
        .where(and(isNull(sandboxWebhooks.deliveredAt), lt(sandboxWebhooks.attempts, this.maxAttempts)));
      if (row?.next) this.kick(Math.max(0, new Date(row.next).getTime() - this.options.now().getTime()));
      // An event enqueued inside a transaction that has not committed yet is invisible: look again shortly.
      else if (Date.now() - this.lastEnqueueAt < UNCOMMITTED_GRACE_MS) this.kick(250);
    } catch (error) {
      if (!this.stopped) this.options.onError?.('sandbox webhook scheduling failed', error);
    }
  }
}
