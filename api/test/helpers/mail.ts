// Reads the mails the app sent, from the outbox table the default transport writes.
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema';
import type { TestApp } from './testApp';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** mails to `to` (or all), newest first, after every pending delivery has finished */
export async function sentMails(t: TestApp, to?: string): Promise<SentMail[]> {
  await t.app.deps.mailer.flush();
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.toAddress, to) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return rows.map((row) => ({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody }));
}

/** the secret at the end of `{APP_URL}{path}/…` in the mail's text; fails the test when absent */
export function secretFromMail(mail: SentMail, appUrl: string, path: '/verify-email' | '/verify-password'): string {
  const prefix = `${appUrl.replace(/\/+$/, '')}${path}/`;
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${prefix}… link in the mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}
