// The notice a member gets when the account their withdrawals go to changes: if it was not them, they can act.
import type { Config } from '../../config';
import { renderMail } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';
import type { MemberBankAccount } from './service';

const masked = (accountNo: string) => `******${accountNo.slice(-4)}`;
const describe = (account: MemberBankAccount) => `${account.bankName} ${masked(account.accountNo)} (${account.accountName})`;

export function bankAccountChangedMail(config: Config, to: { email: string; firstName: string }, account: MemberBankAccount, previous: MemberBankAccount | null): MailMessage {
  return renderMail({
    to: to.email,
    subject: previous ? `Your ${config.SOCIETY_NAME} bank account was changed` : `A bank account was added to your ${config.SOCIETY_NAME} account`,
    societyName: config.SOCIETY_NAME,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      previous
        ? `Your withdrawals will now be paid to ${describe(account)} instead of ${describe(previous)}.`
        : `Your withdrawals will be paid to ${describe(account)}.`,
      'If you did not do this, change your password at once and contact the society.',
    ],
    action: { label: 'Review your account', url: `${config.APP_URL.replace(/\/+$/, '')}/settings` },
  });
}
