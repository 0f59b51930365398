// The notices a member gets about the account their withdrawals go to: when it is set or changed (if it was not
// them, they can act before any money leaves), and when an administrator approves or rejects a held account.
import type { Config } from '../../config';
import { renderMail } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';
import { lagosDateTimeText } from '../../time/lagos';
import type { MemberBankAccount } from './service';

type Recipient = { email: string; firstName: string };

const masked = (accountNo: string) => `******${accountNo.slice(-4)}`;
const describe = (account: MemberBankAccount) => `${account.bankName} ${masked(account.accountNo)} (${account.accountName})`;
const settingsUrl = (config: Config) => `${config.APP_URL.replace(/\/+$/, '')}/settings`;
const NOT_YOU = 'If you did not do this, change your password at once and contact the society: no withdrawal is paid before then.';

/** When withdrawals to the new account open, as the member reads it. */
function whenWithdrawalsOpen(account: MemberBankAccount, opensAt: Date | null): string {
  if (account.reviewStatus !== 'approved') {
    return `The name your bank gave for this account is not the name on your profile, so the society will check it before any withdrawal is paid into it. We will e-mail you when it is reviewed.`;
  }
  return opensAt ? `For your safety, withdrawals to this account open on ${lagosDateTimeText(opensAt)} (Lagos time).` : 'Withdrawals to this account are open now.';
}

export function bankAccountChangedMail(config: Config, to: Recipient, change: { account: MemberBankAccount; previous: MemberBankAccount | null; opensAt: Date | null }): MailMessage {
  const { account, previous } = change;
  return renderMail({
    to: to.email,
    subject: previous ? `Your ${config.SOCIETY_NAME} bank account was changed` : `A bank account was added to your ${config.SOCIETY_NAME} account`,
    societyName: config.SOCIETY_NAME,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      previous
        ? `Your withdrawals will now be paid to ${describe(account)} instead of ${describe(previous)}.`
        : `Your withdrawals will be paid to ${describe(account)}.`,
      whenWithdrawalsOpen(account, change.opensAt),
      NOT_YOU,
    ],
    action: { label: 'Review your account', url: settingsUrl(config) },
  });
}

export function bankAccountReviewedMail(config: Config, to: Recipient, account: MemberBankAccount, decision: 'approved' | 'rejected'): MailMessage {
  const approved = decision === 'approved';
  return renderMail({
    to: to.email,
    subject: approved ? `Your ${config.SOCIETY_NAME} bank account was approved` : `Your ${config.SOCIETY_NAME} bank account was not approved`,
    societyName: config.SOCIETY_NAME,
    greeting: `Hello ${to.firstName},`,
    paragraphs: approved
      ? [`The society has approved ${describe(account)}: your withdrawals can be paid into it.`]
      : [
          `The society could not approve ${describe(account)}, because it does not appear to be in your name.`,
          'Please add a bank account in your own name to receive withdrawals.',
        ],
    action: { label: approved ? 'Go to your account' : 'Add a bank account', url: settingsUrl(config) },
  });
}
