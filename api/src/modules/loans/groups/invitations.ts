// Invitation mails: to the e-mail the creator typed, whether or not its owner has an account yet, with the group's
// code (they join at /loan → MY GROUP with their e-mail and the code). Queued in the deciding transaction.
import type { Config } from '../../../config';
import type { Executor } from '../../../db/client';
import { renderMail } from '../../../mail/layout';
import { queueMail } from '../../../mail/queue';

export interface Invitation {
  name: string;
  email: string;
  groupName: string;
  code: string;
  inviter: string;
}

export async function queueInvitations(tx: Executor, config: Pick<Config, 'APP_URL' | 'SOCIETY_NAME'>, invitations: Invitation[]): Promise<void> {
  const base = config.APP_URL.replace(/\/+$/, '');
  await queueMail(
    tx,
    invitations.map((i) =>
      renderMail({
        to: i.email,
        subject: `${i.inviter} invited you to the loan group ${i.groupName}`,
        societyName: config.SOCIETY_NAME,
        greeting: `Hello ${i.name},`,
        paragraphs: [
          `${i.inviter} invited you to join the loan group "${i.groupName}" at ${config.SOCIETY_NAME}. Members of a group of five approve each other’s group loans.`,
          `Your group code is ${i.code}. Sign in (or sign up with this e-mail address), open Loan → MY GROUP and join with this e-mail address and the code.`,
        ],
        action: { label: 'Open Loan', url: `${base}/loan?tab=my-group` },
      }),
    ),
  );
}
