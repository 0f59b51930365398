// The mails a person gets when an SA makes them an administrator or takes the role away: they learn of it at once,
// and can raise the alarm if they did not expect it.
import type { Config } from '../../config';
import { renderMail } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';
import type { Role } from '../../db/schema';

type Person = { email: string; firstName: string };

const ROLE_WORDS: Record<Role, string> = {
  SA: 'a society admin (SA): you can take the day-to-day decisions, appoint and demote administrators and change the society settings',
  ADMIN: 'an administrator (ADMIN): you can take the day-to-day decisions of the society',
  MEMBER: 'a member',
};

const consoleUrl = (config: Config) => `${config.APP_URL.replace(/\/+$/, '')}/dashboard`;
const NOT_EXPECTED = 'If you did not expect this, tell the society at once.';

export function appointedMail(config: Config, to: Person, change: { role: Role; by: string }): MailMessage {
  return renderMail({
    to: to.email,
    subject: `You are now an administrator of ${config.SOCIETY_NAME}`,
    societyName: config.SOCIETY_NAME,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [`${change.by} has made you ${ROLE_WORDS[change.role]}.`, 'Your next visit to the app shows the console.', NOT_EXPECTED],
    action: { label: 'Open the console', url: consoleUrl(config) },
  });
}

export function demotedMail(config: Config, to: Person, change: { by: string }): MailMessage {
  return renderMail({
    to: to.email,
    subject: `You are no longer an administrator of ${config.SOCIETY_NAME}`,
    societyName: config.SOCIETY_NAME,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [`${change.by} has ended your role as an administrator. Your account stays as it was in every other way.`, NOT_EXPECTED],
  });
}
