// The withdrawal PIN mail (step 1 of a withdrawal).
import type { Config } from '../../config';
import { renderMail } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';
import { naira } from '../payments';
import { maskAccount, type PayoutAccount } from './bankAccount';
import { PIN_TTL_MS } from '../pins';

export function withdrawalPinMail(
  config: Config,
  to: { email: string; firstName: string },
  input: { pin: string; amountKobo: bigint; account: PayoutAccount },
): MailMessage {
  return renderMail({
    to: to.email,
    subject: `Your ${config.SOCIETY_NAME} withdrawal PIN`,
    societyName: config.SOCIETY_NAME,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `Your withdrawal PIN is ${input.pin}`,
      `Enter it to confirm the withdrawal of ${naira(input.amountKobo)} from your wallet to ${input.account.bankName} (${maskAccount(input.account.accountNo)}, ${input.account.accountName}).`,
    ],
    footnote: `The PIN works once, only for this amount and this bank account, and expires in ${PIN_TTL_MS / 60_000} minutes. If you did not ask to withdraw, change your password at once and contact the society.`,
  });
}

/** step 1 of a savings withdrawal (regular savings → wallet) */
export function savingsWithdrawalPinMail(config: Config, to: { email: string; firstName: string }, input: { pin: string; amountKobo: bigint }): MailMessage {
  return renderMail({
    to: to.email,
    subject: `Your ${config.SOCIETY_NAME} savings withdrawal PIN`,
    societyName: config.SOCIETY_NAME,
    greeting: `Hello ${to.firstName},`,
    paragraphs: [`Your withdrawal PIN is ${input.pin}`, `Enter it to confirm the withdrawal of ${naira(input.amountKobo)} from your regular savings to your wallet.`],
    footnote: `The PIN works once, only for this amount, and expires in ${PIN_TTL_MS / 60_000} minutes. If you did not ask to withdraw, change your password at once and contact the society.`,
  });
}
