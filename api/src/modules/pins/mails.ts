// The mail a member gets when too many wrong PINs lock their withdrawals.
import type { Config } from '../../config';
import { renderMail } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

/** `wrongPins`: the wrong PINs counted when the lock started (PinOutcome.lockedAfter: the setting in force) */
export function pinLockMail(config: Config, to: { email: string; firstName: string }, wrongPins: number): MailMessage {
  return renderMail({
    to: to.email,
    subject: `Your ${config.SOCIETY_NAME} withdrawals are locked`,
    societyName: config.SOCIETY_NAME,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `A wrong withdrawal PIN was entered ${wrongPins} ${wrongPins === 1 ? 'time' : 'times'} on your account within a day, so withdrawals are locked. No money has left your account.`,
      'To unlock them, reset your password from the sign-in page with the link we e-mail you, or contact the society.',
    ],
    footnote: 'If you did not try to withdraw, someone may know your password: reset it now.',
  });
}
