// What the loans area tells people: an in-app notification written in the deciding transaction, and the same words
// mailed once that transaction has committed (a mail never goes out for a decision that rolled back).
import { inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { renderMail } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import { notify } from '../notifications/service';

export interface LoanNotice {
  userId: number;
  title: string;
  message: string;
  /** an in-app path: '/loan', '/business-fianance' */
  link: string;
}

/** the mails a transaction decided to send, sent by `sendLoanMails` after it commits */
export type LoanMailQueue = LoanNotice[];

export async function tellMember(tx: Executor, notice: LoanNotice, now: Date, mails?: LoanMailQueue): Promise<void> {
  await notify(tx, notice.userId, { title: notice.title, message: notice.message, link: notice.link, createdAt: now });
  mails?.push(notice);
}

export async function sendLoanMails(deps: { db: Executor; mailer: Mailer; config: Config }, mails: LoanMailQueue): Promise<void> {
  if (!mails.length) return;
  const ids = [...new Set(mails.map((m) => m.userId))];
  const people = await deps.db.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  const base = deps.config.APP_URL.replace(/\/+$/, '');
  for (const mail of mails) {
    const to = byId.get(mail.userId);
    if (!to) continue;
    deps.mailer.send(
      renderMail({
        to: to.email,
        subject: `${mail.title} · ${deps.config.SOCIETY_NAME}`,
        societyName: deps.config.SOCIETY_NAME,
        greeting: `Hello ${to.firstName},`,
        paragraphs: [mail.message],
        action: { label: 'Open', url: `${base}${mail.link}` },
      }),
    );
  }
}
