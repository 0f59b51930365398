// The guarantor's side (facts §2.6, §3.7 APPROVALS): the requests addressed to me, approving or declining one (an
// individual loan's guarantee, or a group loan's approval), and the borrower re-sending a request to one guarantor.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GuaranteeRequestRow, MutationReply } from '../../../contract';
import { GUARANTOR_STATUS, LOAN_STATUS, loanGuarantors, loans } from '../../../db/schema';
import { currentUser } from '../../../http/auth';
import { conflict, notFound, tooManyRequests } from '../../../http/errors';
import { recordId } from '../../../http/validation';
import { withMoneyTransaction } from '../../../ledger';
import { formatNairaText } from '../../../money/money';
import { decideGroupApproval } from '../groupLoans';
import { LOAN_NOT_FOUND, loanIdOf, lockLoan } from '../loanRows';
import { loanMails, tellMember } from '../notices';
import { fullNameOf } from '../people';
import { security, tags } from '../routeDocs';
import { decideGuarantee } from './decide';
import { guaranteeRequests } from './requests';

export const RESEND_EVERY_MS = 10 * 60_000;
const decisionParams = z.object({ loan_group: z.string().max(64), loan_id: recordId('The loan') });
const resendParams = z.object({ loan_group: z.string().max(64), user_id: recordId('The guarantor') });

export async function guaranteeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = fastify.deps;
  const { db, now } = deps;

  app.get(
    '/show_non_group_loans_for_approval',
    { schema: { summary: 'Guarantee requests addressed to me, newest first', tags, security } },
    async (request): Promise<GuaranteeRequestRow[]> => guaranteeRequests(db, currentUser(request).id, now()),
  );

  const decide = (accept: boolean) => async (request: { params: z.output<typeof decisionParams> } & Parameters<typeof currentUser>[0]): Promise<MutationReply> => {
    const user = currentUser(request);
    const mails = loanMails(deps.config);
    const message = await withMoneyTransaction(db, async (tx) => {
      const loan = await lockLoan(tx, request.params.loan_id, ['individual', 'group']);
      const at = now();
      return loan.kind === 'group' ? decideGroupApproval(tx, loan, user.id, accept, at, mails) : decideGuarantee(tx, loan, user.id, accept, at, mails);
    });
    return { success: true, message };
  };
  app.post(
    '/loanAccepted/:loan_group/:loan_id',
    { schema: { summary: 'Approve a guarantee request (or a group loan) addressed to me; the first segment is the record’s loan_group', tags, security, params: decisionParams } },
    decide(true),
  );
  app.post(
    '/loanDeclined/:loan_group/:loan_id',
    { schema: { summary: 'Decline a guarantee request (or a group loan) addressed to me', tags, security, params: decisionParams } },
    decide(false),
  );

  app.post(
    '/loanResendNotification/:loan_group/:user_id',
    { schema: { summary: 'Re-send my loan’s guarantee request to one guarantor (loan_group: the loan’s id, or "Member" for my newest open loan)', tags, security, params: resendParams } },
    async (request): Promise<MutationReply> => {
      const user = currentUser(request);
      const guarantorId = request.params.user_id;
      const mails = loanMails(deps.config);
      await withMoneyTransaction(db, async (tx) => {
        const at = now();
        const loanId = loanIdOf(request.params.loan_group) ?? (await newestOpenLoanWith(tx, user.id, guarantorId));
        const loan = await lockLoan(tx, loanId, ['individual']);
        if (loan.userId !== user.id) throw notFound(LOAN_NOT_FOUND);
        const [row] = await tx.select().from(loanGuarantors).where(and(eq(loanGuarantors.loanId, loan.id), eq(loanGuarantors.userId, guarantorId))).for('update');
        if (!row) throw notFound('This person is not a guarantor of your loan');
        if (row.status === GUARANTOR_STATUS.accepted) throw conflict('This guarantor has already approved');
        if (loan.status !== LOAN_STATUS.pending) throw conflict('This loan request is no longer waiting for guarantors');
        if (row.notifiedAt && at.getTime() - row.notifiedAt.getTime() < RESEND_EVERY_MS) {
          const minutes = Math.ceil((RESEND_EVERY_MS - (at.getTime() - row.notifiedAt.getTime())) / 60_000);
          throw tooManyRequests(`You can resend this notification in ${minutes} minute${minutes === 1 ? '' : 's'}`);
        }
        await tx.update(loanGuarantors).set({ status: GUARANTOR_STATUS.pending, notifiedAt: at, decidedAt: null }).where(eq(loanGuarantors.id, row.id));
        const borrower = await fullNameOf(tx, user.id);
        await tellMember(
          tx,
          {
            userId: guarantorId,
            title: 'Guarantee request (reminder)',
            message: `${borrower} is still waiting for your answer: guarantee ${formatNairaText(row.guaranteedKobo)} of a ${formatNairaText(loan.amountKobo)} loan. Approve or decline it under Loan → APPROVALS.`,
            link: '/loan?tab=approvals',
          },
          at,
          mails,
        );
      });
      return { success: true, message: 'The notification has been sent again' };
    },
  );
}

async function newestOpenLoanWith(tx: Parameters<typeof lockLoan>[0], userId: number, guarantorId: number): Promise<number> {
  const [row] = await tx
    .select({ id: loans.id })
    .from(loans)
    .innerJoin(loanGuarantors, eq(loanGuarantors.loanId, loans.id))
    .where(and(eq(loans.userId, userId), eq(loanGuarantors.userId, guarantorId), inArray(loans.status, [LOAN_STATUS.pending])))
    .orderBy(desc(loans.id))
    .limit(1);
  if (!row) throw notFound('This person is not a guarantor of your loan');
  return row.id;
}
