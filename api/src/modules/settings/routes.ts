// The society's fees and limits: members read them (get_minimum_fee, get_loan_fee, loan_repayment_duration,
// business_finance_payment_duration; the registration fee is in the membership module), SA/ADMIN change them, a
// change that weakens a control only once a second administrator approves it (./proposals.ts).
// Registered as `authenticated` (../index.ts); the administrators' routes are in an admin scope within it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminSettingsReply, DurationSettingReply, MoneySettingReply } from '../../contract';
import type { Executor } from '../../db/client';
import { currentUser, type AuthUser } from '../../http/auth';
import { adminScope } from '../../http/scopes';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { tokenQuery } from '../../http/validation';
import { formatKobo } from '../../money/money';
import { describeAudit } from '../../http/adminWriteAudit';
import { pendingOfKind, proposalView, proposalViews } from '../approvals';
import { changeMessage, changeSettings } from './proposals';
import { settingsUpdateBody } from './schema';
import { getSettings, recentSettingChanges, settingsToWire } from './service';

const tags = ['settings'];
const security = [{ bearer: [] }];

const pendingSettingsProposals = async (db: Executor, viewer: AuthUser) => proposalViews(db, await pendingOfKind(db, 'settings'), viewer);

export async function settingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.deps;

  app.get(
    '/get_minimum_fee',
    { schema: { summary: 'The minimum shareholding a member must hold', tags, security } },
    async (): Promise<MoneySettingReply> => ({ success: true, value: formatKobo((await getSettings(db)).minimumShareholdingKobo) }),
  );

  app.get(
    '/get_loan_fee',
    { schema: { summary: 'The loan form fee', tags, security } },
    async (): Promise<MoneySettingReply> => ({ success: true, value: formatKobo((await getSettings(db)).loanFormFeeKobo) }),
  );

  app.get(
    '/loan_repayment_duration',
    { config: TOKEN_IN_QUERY, schema: { summary: 'The longest loan repayment, in months', tags, security, querystring: tokenQuery } },
    async (): Promise<DurationSettingReply> => ({ success: true, value: (await getSettings(db)).loanRepaymentDurationMonths }),
  );

  app.get(
    '/business_finance_payment_duration',
    { config: TOKEN_IN_QUERY, schema: { summary: 'The longest business finance repayment, in months', tags, security, querystring: tokenQuery } },
    async (): Promise<DurationSettingReply> => ({ success: true, value: (await getSettings(db)).businessFinancePaymentDurationMonths }),
  );

  await adminScope(fastify, (app) => {
    app.get(
      '/admin/settings',
      { schema: { summary: 'The society settings, their latest changes and the settings proposals waiting (SA, ADMIN)', tags: ['admin'], security } },
      async (request): Promise<AdminSettingsReply> => ({
        success: true,
        settings: settingsToWire(await getSettings(db)),
        changes: await recentSettingChanges(db),
        proposals: await pendingSettingsProposals(db, currentUser(request)),
      }),
    );

    app.put(
      '/admin/settings',
      {
        schema: {
          summary: "Change society settings: an SA's tightening and neutral changes apply at once, a weakening one and every ADMIN's change become a proposal (SA, ADMIN)",
          tags: ['admin'],
          security,
          body: settingsUpdateBody,
        },
      },
      async (request): Promise<AdminSettingsReply> => {
        const admin = currentUser(request);
        const now = request.server.deps.now();
        const outcome = await db.transaction((tx) => changeSettings(tx, { admin, update: request.body, now }));
        const applied = Object.fromEntries(outcome.applied.map((f) => [f, settingsToWire(outcome.settings)[f]]));
        describeAudit(request, {
          ...(outcome.proposal ? { action: 'settings.propose', subjectType: 'proposal', subjectId: outcome.proposal.id } : { subjectType: 'settings', subjectId: 1 }),
          before: Object.fromEntries([...outcome.applied, ...outcome.proposed].map((f) => [f, outcome.before[f]])),
          after: { ...applied, ...(outcome.proposal ? { proposed: outcome.proposal.payload.changes } : {}) },
          detail: outcome.proposal?.summary ?? null,
        });
        return {
          success: true,
          message: changeMessage(outcome, admin.role),
          settings: settingsToWire(outcome.settings),
          changes: await recentSettingChanges(db),
          ...(outcome.proposal ? { proposal: await proposalView(db, outcome.proposal, admin) } : {}),
          proposals: await pendingSettingsProposals(db, admin),
        };
      },
    );
  });
}
