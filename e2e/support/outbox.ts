// The API's development outbox (`GET /api/dev/outbox?to=`): the mails a person would find in their inbox.
import { expect } from '@playwright/test';
import { API_URL } from './env';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export async function listOutbox(email: string): Promise<OutboxMail[]> {
  const res = await fetch(`${API_URL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
  return (await res.json()) as OutboxMail[];
}

/** The newest mail to `email` whose subject matches, waiting for it to arrive. */
export async function readOutbox(email: string, subject: string | RegExp): Promise<OutboxMail> {
  const matches = (mail: OutboxMail) => (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject));
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await listOutbox(email)).find(matches);
        return Boolean(found);
      },
      { message: `a mail to ${email} with the subject ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The app link in a mail whose path starts with `prefix` (e.g. '/verify-email/'), as a full URL. */
export function linkIn(mail: OutboxMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"'<>]+${escaped}[^\\s"'<>]+`).exec(mail.text);
  if (!match) throw new Error(`no ${prefix} link in the mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}

export const VERIFY_SUBJECT = 'Verify your e-mail address';
export const RESET_SUBJECT = /Reset your .* password/;
