// The success texts computed from a reply (createCalls' `messages`): they say where the money went, whatever the
// server's own words.
import { formatNaira } from '@coop/shared';
import type { SavingsPayoutReply } from '@coop/api/contract';

/** Stop Plan of a target or save-to-loan */
export const stoppedMessage = (reply: SavingsPayoutReply) =>
  `Your plan has been stopped and ${formatNaira(reply.amount)} has been paid into your wallet.`;

/** a withdrawal from a target or save-to-loan: what the wallet holds now too */
export const paidToWalletMessage = (reply: SavingsPayoutReply) =>
  `${formatNaira(reply.amount)} has been paid into your wallet. Your wallet balance is now ${formatNaira(reply.wallet_balance)}.`;

export const REPLY_MESSAGES = { stopped: stoppedMessage, paidToWallet: paidToWalletMessage };
