// Loan groups (spec §7 "Loans", facts §2.6, §3.7 MY GROUP): create, list, join, reject, exit; the creator's Manage
// (members, resend, replace invite, replace member); a member's views (members, the group's loans, approvals).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CreateLoanGroupReply, LoanGroupApprovalRow, LoanGroupLoanRow, LoanGroupMemberRow, LoanGroupNameRow, LoanGroupRequestRow, LoanGroupRow, MutationReply } from '../../../contract';
import { currentUser } from '../../../http/auth';
import { TOKEN_IN_QUERY } from '../../../http/queryToken';
import { tokenQuery } from '../../../http/validation';
import { withMoneyTransaction } from '../../../ledger';
import { loanMails, type LoanMailing } from '../notices';
import { security, tags } from '../routeDocs';
import { createGroup, exitGroup, joinGroup, JOINED, rejectInvitation, replacePlace, resendInvitation } from './actions';
import { createGroupBody, groupParams, joinGroupBody, replaceBody, requestParams } from './body';
import { queueInvitations, type Invitation } from './invitations';
import { asCreator, asMember, personOf } from './places';
import { approvalRows, groupLoanRows, memberRows, myGroupRows, requestRows } from './views';

type GroupRequest = FastifyRequest<{ Params: z.output<typeof groupParams> }>;
type PlaceRequest = FastifyRequest<{ Params: z.output<typeof requestParams> }>;

export async function groupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = fastify.deps;
  const { db, now } = deps;
  const me = (request: FastifyRequest) => personOf(db, currentUser(request).id);

  /** runs a change and queues its notices' and invitations' mails in its transaction (a retried attempt starts afresh) */
  async function change<T>(work: (tx: Parameters<Parameters<typeof withMoneyTransaction>[1]>[0], mails: LoanMailing, invitations: Invitation[]) => Promise<T>): Promise<T> {
    return withMoneyTransaction(db, async (tx) => {
      const invitations: Invitation[] = [];
      const result = await work(tx, loanMails(deps.config), invitations);
      await queueInvitations(tx, deps.config, invitations);
      return result;
    });
  }

  app.post('/loan/create_loan_group', { schema: { summary: 'Create a loan group of five: me and four people invited by name and e-mail', tags, security, body: createGroupBody } }, async (request): Promise<CreateLoanGroupReply> => {
    const person = await me(request);
    await change(async (tx, _mails, invitations) => {
      const created = await createGroup(tx, person, request.body, now());
      invitations.push(...created.invitations);
    });
    const rows = await myGroupRows(db, person);
    return { success: true, message: 'Your group has been created and the invitations sent', group: rows[rows.length - 1] };
  });

  app.get('/loan/loan_group', { schema: { summary: 'My loan groups and invitations', tags, security } }, async (request): Promise<LoanGroupRow[]> => myGroupRows(db, await me(request)));
  app.get('/loanGroupName', { schema: { summary: 'The names of my loan groups', tags, security } }, async (request): Promise<LoanGroupNameRow[]> =>
    (await myGroupRows(db, await me(request))).map((g) => ({ group_id: g.group_id, group_name: g.group_name })),
  );

  app.post('/loan/join_group', { schema: { summary: 'Join a group I was invited to, with my e-mail and its code', tags, security, body: joinGroupBody } }, async (request): Promise<MutationReply> => {
    const person = await me(request);
    await change((tx, mails) => joinGroup(tx, person, request.body, now(), mails));
    return { success: true, message: JOINED };
  });

  const reject = async (request: PlaceRequest): Promise<MutationReply> => {
    const person = await me(request);
    await change((tx, mails) => rejectInvitation(tx, person, request.params.request_id, now(), mails));
    return { success: true, message: 'You have rejected the invitation' };
  };
  app.get('/loan/reject_group/:request_id', { schema: { summary: 'Reject an invitation to a group (the original’s GET; idempotent)', tags, security, params: requestParams } }, reject);
  app.post('/loan/reject_group/:request_id', { schema: { summary: 'Reject an invitation to a group (idempotent)', tags, security, params: requestParams } }, reject);

  app.post('/loan/exit_group/:group_id', { schema: { summary: 'Leave a group (not while I owe it or back a member’s open loan)', tags, security, params: groupParams } }, async (request): Promise<MutationReply> => {
    const person = await me(request);
    await change((tx, mails) => exitGroup(tx, person, request.params.group_id, now(), mails));
    return { success: true, message: 'You have left the group' };
  });

  app.get(
    '/loan/group_request_details/:group_id',
    { config: TOKEN_IN_QUERY, schema: { summary: 'The invitations and members of a group I created (Manage); others’ e-mails masked', tags, security, params: groupParams, querystring: tokenQuery } },
    async (request: GroupRequest): Promise<LoanGroupRequestRow[]> => {
      const person = await me(request);
      const group = await asCreator(db, person, request.params.group_id);
      return requestRows(db, group.id, person);
    },
  );

  app.get('/loan/resend_join_notification/:request_id', { schema: { summary: 'Send an invitation of my group again (creator; once in 10 minutes)', tags, security, params: requestParams } }, async (request): Promise<MutationReply> => {
    const person = await me(request);
    await change(async (tx, _mails, invitations) => void invitations.push(await resendInvitation(tx, person, request.params.request_id, now())));
    return { success: true, message: 'The invitation has been sent again' };
  });

  app.post('/loanReplaceMembers/:request_id', { schema: { summary: 'Replace a pending or rejected invitation of my group (Replace Invite)', tags, security, params: requestParams, body: replaceBody } }, async (request): Promise<MutationReply> => {
    const person = await me(request);
    await change(async (tx, mails, invitations) => void invitations.push(await replacePlace(tx, person, request.params.request_id, request.body, 'invite', now(), mails)));
    return { success: true, message: 'The invitation has been replaced and sent' };
  });

  app.post('/loan/replace_member', { schema: { summary: 'Replace a member of my group (Replace Member); request_id is their place', tags, security, body: replaceBody.extend({ request_id: requestParams.shape.request_id }) } }, async (request): Promise<MutationReply> => {
    const person = await me(request);
    await change(async (tx, mails, invitations) => void invitations.push(await replacePlace(tx, person, request.body.request_id, request.body, 'member', now(), mails)));
    return { success: true, message: 'The member has been replaced and the new person invited' };
  });

  app.get(
    '/loanGroupMembers/:group_id',
    { config: TOKEN_IN_QUERY, schema: { summary: 'The members of a group I am a member of (an invitee gets 403); others’ e-mails masked', tags, security, params: groupParams, querystring: tokenQuery } },
    async (request: GroupRequest): Promise<LoanGroupMemberRow[]> => {
      const person = await me(request);
      const { group } = await asMember(db, person, request.params.group_id);
      return memberRows(db, group.id, person);
    },
  );
  app.get(
    '/loanGroupDetailsActivities/:group_id',
    { config: TOKEN_IN_QUERY, schema: { summary: 'The loans of a group I am a member of (an invitee gets 403)', tags, security, params: groupParams, querystring: tokenQuery } },
    async (request: GroupRequest): Promise<LoanGroupLoanRow[]> => {
      const { group } = await asMember(db, await me(request), request.params.group_id);
      return groupLoanRows(db, group.id, now());
    },
  );
  app.get(
    '/loanGroupApproval/:group_id',
    { config: TOKEN_IN_QUERY, schema: { summary: 'Loans in a group I am a member of that wait for my approval', tags, security, params: groupParams, querystring: tokenQuery } },
    async (request: GroupRequest): Promise<LoanGroupApprovalRow[]> => {
      const person = await me(request);
      const { group } = await asMember(db, person, request.params.group_id);
      return approvalRows(db, group, person.id);
    },
  );
}
