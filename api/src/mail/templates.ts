// The account mails. Links point at the member app (APP_URL), whose pages call the API.
import type { Config } from '../config';
import { describeMinutes, renderMail } from './layout';
import type { MailMessage } from './mailer';

interface Recipient {
  email: string;
  firstName: string;
}

function appLink(config: Config, path: string): string {
  return `${config.APP_URL.replace(/\/+$/, '')}${path}`;
}

export function verificationMail(config: Config, to: Recipient, code: string): MailMessage {
  return renderMail({
    to: to.email,
    subject: `Verify your e-mail address for ${config.SOCIETY_NAME}`,
    societyName: config.SOCIETY_NAME,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `Thank you for registering with ${config.SOCIETY_NAME}.`,
      'Please confirm that this is your e-mail address to complete your registration.',
    ],
    action: { label: 'Complete Registration', url: appLink(config, `/verify-email/${encodeURIComponent(code)}`) },
    footnote: `The link works once and expires in ${describeMinutes(config.EMAIL_VERIFICATION_TTL_MINUTES)}. If you did not register, ignore this mail.`,
  });
}

export function passwordResetMail(config: Config, to: Recipient, token: string): MailMessage {
  return renderMail({
    to: to.email,
    subject: `Reset your ${config.SOCIETY_NAME} password`,
    societyName: config.SOCIETY_NAME,
    greeting: `Hello ${to.firstName},`,
    paragraphs: ['We received a request to reset the password of your account.', 'Choose a new password with the link below.'],
    action: { label: 'Reset Password', url: appLink(config, `/verify-password/${encodeURIComponent(token)}`) },
    footnote: `The link works once and expires in ${describeMinutes(config.PASSWORD_RESET_TTL_MINUTES)}. If you did not ask for it, ignore this mail: your password stays the same.`,
  });
}

export function passwordChangedMail(config: Config, to: Recipient): MailMessage {
  return renderMail({
    to: to.email,
    subject: `Your ${config.SOCIETY_NAME} password was changed`,
    societyName: config.SOCIETY_NAME,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      'The password of your account was just changed, and other devices were signed out.',
      'If you did not do this, reset your password at once and contact the society.',
    ],
    action: { label: 'Sign In', url: appLink(config, '/signin') },
  });
}
