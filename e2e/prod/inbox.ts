// The inbox of prod:check's SMTP capture (scripts/prod-check/smtpCapture.mjs): the mails the API instances really
// sent over SMTP, read the way the main suite reads the development outbox.
import { expect } from '@playwright/test';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  received_at: string;
}

const INBOX_URL = process.env.PROD_MAIL_URL;

async function mailsTo(email: string): Promise<CapturedMail[]> {
  if (!INBOX_URL) throw new Error('PROD_MAIL_URL is unset: run this through `npm run prod:check`');
  const res = await fetch(`${INBOX_URL}/mails?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`the SMTP capture's inbox answered ${res.status}`);
  return (await res.json()) as CapturedMail[];
}

/** The newest mail to `email` whose subject matches, received after `after`, waiting for it to arrive. */
export async function waitForMail(email: string, subject: string | RegExp, after = new Date(0)): Promise<CapturedMail> {
  const matches = (mail: CapturedMail) =>
    new Date(mail.received_at) >= after && (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject));
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email)).reverse().find(matches);
        return Boolean(found);
      },
      { message: `a mail to ${email} with the subject ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}
