// Invitation mails: to the e-mail the creator typed, whether or not its owner has an account yet, with the group's
// code (they join at /loan → MY GROUP with their e-mail and the code). Sent after the deciding transaction commits.
import type { Config } from '../../../config';
import { renderMail } from '../../../mail/layout';
import type { Mailer } from '../../../mail/mailer';

export interface Invitation {
  name: string;
  email: string;
  groupName: string;
  code: string;
  inviter: string;
}

export function sendInvitations(deps: { mailer: Mailer; config: Config }, invitations: Invitation[]): void {
  const base = deps.config.APP_URL.replace(/\/+$/, '');
  for (const i of invitations) {
    deps.mailer.send(
      renderMail({
        to: i.email,
        subject: `${i.inviter} invited you to the loan group ${i.groupName}`,
        societyName: deps.config.SOCIETY_NAME,
        greeting: `Hello ${i.name},`,
        paragraphs: [
          `${i.inviter} invited you to join the loan group "${i.groupName}" at ${deps.config.SOCIETY_NAME}. Members of a group of five approve each other’s group loans.`,
          `Your group code is ${i.code}. Sign in (or sign up with this e-mail address), open Loan → MY GROUP and join with this e-mail address and the code.`,
        ],
        action: { label: 'Open Loan', url: `${base}/loan?tab=my-group` },
      }),
    );
  }
}
