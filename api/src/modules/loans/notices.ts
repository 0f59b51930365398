// What the loans area tells people: an in-app notification and the same words by mail, both written in the deciding
// transaction (the mail is queued there: mail/queue.ts), so a decision that rolls back or is retried mails nobody twice.
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { renderMail } from '../../mail/layout';
import { queueMail } from '../../mail/queue';
import { notify } from '../notifications';

export interface LoanNotice {
  userId: number;
  title: string;
  message: string;
  /** an in-app path: '/loan', '/business-fianance' */
  link: string;
}

/** what a transaction needs to also mail what it tells members (`loanMails(config)`); without it a notice is in the app only */
export interface LoanMailing {
  config: Pick<Config, 'APP_URL' | 'SOCIETY_NAME'>;
}

export const loanMails = (config: Pick<Config, 'APP_URL' | 'SOCIETY_NAME'>): LoanMailing => ({ config });

export async function tellMember(tx: Executor, notice: LoanNotice, now: Date, mails?: LoanMailing): Promise<void> {
  await notify(tx, notice.userId, { title: notice.title, message: notice.message, link: notice.link, createdAt: now });
  if (!mails) return;
  const [to] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, notice.userId));
  if (!to) return;
  const { config } = mails;
  await queueMail(
    tx,
    renderMail({
      to: to.email,
      subject: `${notice.title} · ${config.SOCIETY_NAME}`,
      societyName: config.SOCIETY_NAME,
      greeting: `Hello ${to.firstName},`,
      paragraphs: [notice.message],
      action: { label: 'Open', url: `${config.APP_URL.replace(/\/+$/, '')}${notice.link}` },
    }),
  );
}
