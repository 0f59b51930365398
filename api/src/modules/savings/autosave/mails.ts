// The autosave mails: a charge failed, and three failures in a row paused the plan.
import type { Config } from '../../../config';
import { renderMail } from '../../../mail/layout';
import type { MailMessage } from '../../../mail/mailer';

interface Recipient {
  email: string;
  firstName: string;
}

const link = (config: Config, path: string) => `${config.APP_URL.replace(/\/+$/, '')}${path}`;

export function autosaveFailedMail(config: Config, to: Recipient, content: { title: string; message: string; path: string }): MailMessage {
  return renderMail({
    to: to.email,
    subject: `${content.title} – ${config.SOCIETY_NAME}`,
    societyName: config.SOCIETY_NAME,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [content.message],
    action: { label: 'Open your savings', url: link(config, content.path) },
  });
}
