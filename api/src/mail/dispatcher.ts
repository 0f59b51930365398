// Delivers the queued mails (./queue.ts) after the transactions that wrote them have committed, once each. A batch of
// due rows is claimed in one statement (FOR UPDATE SKIP LOCKED: another instance takes other rows or none) that moves
// their due_at a lease ahead, so a claimed row is nobody else's while it is being delivered; then each is delivered
// and marked sent, its bodies cleared (a PIN mail holds the PIN). A failed delivery is due again later, with a longer
// wait each time, and given up (failed_at, an error in the log) after MAX_ATTEMPTS. An instance that dies between a
// delivery and its mark leaves the row to be delivered again once the lease ends: at-least-once in that one case.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../ledger/sql';
import type { MailLog, Mailer, MailTransport } from './mailer';

export const MAIL_BATCH = 10;
/** longer than a delivery can take (nodemailer gives up on a connection within 2 minutes) */
export const MAIL_LEASE_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 8;

/** 1 minute after the first failure, doubling, at most 6 hours (about 15 hours from first try to giving up) */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);
}

export interface MailDispatcherOptions {
  db: Database;
  transport: MailTransport;
  /** the clock every service reads */
  now: () => Date;
  log: MailLog;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
}

interface ClaimedMail {
  id: number | string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

export function createMailDispatcher(options: MailDispatcherOptions): Mailer {
  const { db, transport, now, log } = options;
  const batchSize = options.batchSize ?? MAIL_BATCH;
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  // one run at a time in this process: a kick during a run asks for one more run after it
  let running: Promise<void> = Promise.resolve();
  let kickWaiting = false;
  let closed = false;

  // A row is queued at the database's now() (its column default), while retries and leases follow the app's clock:
  // the later of the two is "now" here, so a mail queued by a server whose clock is behind the database's (or a test's
  // frozen clock) is still due at once, and a lease is never already over when it is taken.
  const laterOf = (at: Date) => sql`greatest(${at.toISOString()}::timestamptz, now())`;

  async function claim(): Promise<ClaimedMail[]> {
    const at = laterOf(now());
    const rows = await queryRows<ClaimedMail>(
      db,
      sql`WITH due AS (
            SELECT id FROM mail_queue
            WHERE sent_at IS NULL AND failed_at IS NULL AND due_at <= ${at}
            ORDER BY due_at, id LIMIT ${batchSize}
            FOR UPDATE SKIP LOCKED
          )
          UPDATE mail_queue q SET due_at = ${at} + ${leaseMs} * interval '1 millisecond', attempts = q.attempts + 1
          FROM due WHERE q.id = due.id
          RETURNING q.id, q.to_address, q.subject, q.text_body, q.html_body, q.attempts`,
    );
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    const id = Number(mail.id);
    const attempts = Number(mail.attempts);
    try {
      await transport.deliver({ to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body });
    } catch (error) {
      const at = laterOf(now());
      const givenUp = attempts >= maxAttempts;
      const reason = String((error as Error)?.message ?? error).slice(0, 2000);
      await db.execute(
        sql`UPDATE mail_queue SET last_error = ${reason},
              due_at = ${at} + ${retryDelayMs(attempts)} * interval '1 millisecond',
              failed_at = CASE WHEN ${givenUp}::boolean THEN ${at} END
            WHERE id = ${id}`,
      );
      const about = { err: error, mail: { id, to: mail.to_address, subject: mail.subject, attempts } };
      if (givenUp) log.error(about, 'mail could not be sent: given up');
      else log.warn(about, 'mail could not be sent: it will be tried again');
      return;
    }
    await db.execute(sql`UPDATE mail_queue SET sent_at = ${now().toISOString()}::timestamptz, text_body = '', html_body = '', last_error = NULL WHERE id = ${id}`);
  }

  /** delivers batches until no row is due (or the app closes: the rest waits for the next start); how many were claimed */
  async function drain(): Promise<number> {
    let claimed = 0;
    while (!closed) {
      const batch = await claim();
      for (const mail of batch) await deliver(mail);
      claimed += batch.length;
      if (batch.length < batchSize) break;
    }
    return claimed;
  }

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = running.then(work);
    running = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  function kick(): void {
    if (closed || kickWaiting) return;
    kickWaiting = true;
    void exclusive(async () => {
      kickWaiting = false;
      await drain();
    }).catch((error: unknown) => log.error({ err: error }, 'queued mails could not be dispatched'));
  }

  return {
    transport,
    kick,
    dispatchDue: () => exclusive(drain),
    flush: async () => void (await exclusive(drain)),
    async close() {
      closed = true;
      await running;
      await transport.close?.();
    },
  };
}
