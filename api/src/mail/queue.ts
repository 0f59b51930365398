// A mail is a row in `mail_queue` written by the transaction that decided to send it: if that transaction rolls back
// (a refusal, a deadlock retry) the row goes with it, so no mail goes out for work that did not happen and a retried
// attempt cannot send it twice. The dispatcher (./dispatcher.ts) delivers the rows after the commit.
import type { Executor } from '../db/client';
import { mailQueue } from '../db/schema';
import type { MailMessage } from './mailer';

let queuedInThisProcess = 0;

/** Queues the rendered messages in `executor`'s transaction (or on their own with the database, for mail tied to no work). */
export async function queueMail(executor: Executor, messages: MailMessage | readonly MailMessage[]): Promise<void> {
  const list = Array.isArray(messages) ? (messages as readonly MailMessage[]) : [messages as MailMessage];
  if (!list.length) return;
  await executor.insert(mailQueue).values(list.map((m) => ({ toAddress: m.to, subject: m.subject, textBody: m.text, htmlBody: m.html })));
  queuedInThisProcess += list.length;
}

/** grows with every queueMail here (committed or not): a dispatcher that sees it move looks for due rows after a reply */
export function mailsQueuedSoFar(): number {
  return queuedInThisProcess;
}
