// Tells the administrators about alerts once their transaction has committed: a log line at error level and a mail
// to each administrator. The claim marks an alert dispatched before the mails go, so each is told once even with
// several API instances (a mail server failure is logged by the mailer, not retried).
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AdminAlertRow } from '../../db/schema';
import type { JobLogger } from '../../jobs';
import { queryRows } from '../../ledger/sql';
import { renderMail } from '../../mail/layout';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { formatNairaText } from '../../money/money';
import { ALERTS_LINK, administrators } from './service';

export const ALERTS_DISPATCH_JOB = 'alerts.dispatch';
const BATCH = 50;

export interface DispatchDeps {
  db: Database;
  config: Pick<Config, 'SOCIETY_NAME' | 'APP_URL'>;
  mailer: Pick<Mailer, 'send'>;
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
    const claimed = await queryRows<ClaimedAlert>(
      deps.db,
      sql`WITH due AS (
            SELECT id FROM admin_alerts WHERE dispatched_at IS NULL ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
          )
          UPDATE admin_alerts a SET dispatched_at = ${now.toISOString()}::timestamptz FROM due WHERE a.id = due.id
          RETURNING a.id, a.kind, a.title, a.details, a.amount_owed_kobo::text AS amount_owed_kobo`,
    );
    if (!claimed.length) return total;
    const admins = await administrators(deps.db);
    for (const alert of claimed) {
      const details = typeof alert.details === 'string' ? (JSON.parse(alert.details) as AdminAlertRow['details']) : alert.details;
      log.error({ alert: { id: Number(alert.id), kind: alert.kind, amount_owed_kobo: alert.amount_owed_kobo, details } }, `admin alert: ${alert.title}`);
      for (const admin of admins) deps.mailer.send(alertMail(deps, admin, { ...alert, details }));
    }
    total += claimed.length;
    if (claimed.length < BATCH) return total;
  }
}
