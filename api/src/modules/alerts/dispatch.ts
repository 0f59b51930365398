// Tells the administrators about alerts once their transaction has committed: a log line at error level and a mail
// to each administrator. One transaction marks a batch of alerts dispatched and queues their mails (SKIP LOCKED), so
// each is told once even with several API instances; the mail queue retries a failed delivery.
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AdminAlertRow } from '../../db/schema';
import type { JobLogger } from '../../jobs';
import { openTransaction, queryRows } from '../../ledger/sql';
import { renderMail } from '../../mail/layout';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { queueMail } from '../../mail/queue';
import { formatNairaText } from '../../money/money';
import { ALERTS_LINK, administrators } from './service';

export const ALERTS_DISPATCH_JOB = 'alerts.dispatch';
const BATCH = 50;

export interface DispatchDeps {
  db: Database;
  config: Pick<Config, 'SOCIETY_NAME' | 'APP_URL'>;
  mailer: Pick<Mailer, 'kick'>;
}

interface ClaimedAlert {
  id: number;
  kind: string;
  title: string;
  details: Record<string, unknown>;
  amount_owed_kobo: string | null;
}

function alertMail(deps: DispatchDeps, to: { email: string; firstName: string }, alert: ClaimedAlert): MailMessage {
  const owed = alert.amount_owed_kobo === null ? [] : [`The society is owed ${formatNairaText(alert.amount_owed_kobo)}.`];
  return renderMail({
    to: to.email,
    subject: `${deps.config.SOCIETY_NAME} alert: ${alert.title}`,
    societyName: deps.config.SOCIETY_NAME,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [alert.title, ...owed, 'Open the admin dashboard to see the details and resolve it with a note once it has been dealt with.'],
    action: { label: 'Open the admin dashboard', url: `${deps.config.APP_URL.replace(/\/+$/, '')}${ALERTS_LINK}` },
  });
}

/** Logs and mails every alert not yet dispatched; returns how many. */
export async function dispatchAlerts(deps: DispatchDeps, now: Date, log: JobLogger): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await openTransaction(deps.db, async (tx) => {
      const rows = await queryRows<ClaimedAlert>(
        tx,
        sql`WITH due AS (
              SELECT id FROM admin_alerts WHERE dispatched_at IS NULL ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
            )
            UPDATE admin_alerts a SET dispatched_at = ${now.toISOString()}::timestamptz FROM due WHERE a.id = due.id
            RETURNING a.id, a.kind, a.title, a.details, a.amount_owed_kobo::text AS amount_owed_kobo`,
      );
      const alerts = rows.map((alert) => ({ ...alert, details: typeof alert.details === 'string' ? (JSON.parse(alert.details) as AdminAlertRow['details']) : alert.details }));
      if (alerts.length) {
        const admins = await administrators(tx);
        await queueMail(tx, alerts.flatMap((alert) => admins.map((admin) => alertMail(deps, admin, alert))));
      }
      return alerts;
    });
    if (!claimed.length) return total;
    for (const alert of claimed) {
      log.error({ alert: { id: Number(alert.id), kind: alert.kind, amount_owed_kobo: alert.amount_owed_kobo, details: alert.details } }, `admin alert: ${alert.title}`);
    }
    deps.mailer.kick();
    total += claimed.length;
    if (claimed.length < BATCH) return total;
  }
}
