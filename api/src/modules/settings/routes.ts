// The society's fees and limits: members read them (get_minimum_fee, get_loan_fee, loan_repayment_duration,
// business_finance_payment_duration; the registration fee is in the membership module), SA/ADMIN change them.
// Registered as `authenticated` (../index.ts); the administrators' routes are in an admin scope within it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminSettingsReply, DurationSettingReply, MoneySettingReply } from '../../contract';
import { currentUser } from '../../http/auth';
import { adminScope } from '../../http/scopes';
import { TOKEN_IN_QUERY } from '../../http/queryToken';
import { tokenQuery } from '../../http/validation';
import { formatKobo } from '../../money/money';
import { settingsUpdateBody } from './schema';
import { getSettings, recentSettingChanges, settingsToWire, updateSettings } from './service';

const tags = ['settings'];
const security = [{ bearer: [] }];

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
      { schema: { summary: 'The society settings and their latest changes (SA, ADMIN)', tags: ['admin'], security } },
      async (): Promise<AdminSettingsReply> => ({ success: true, settings: settingsToWire(await getSettings(db)), changes: await recentSettingChanges(db) }),
    );

    app.put(
      '/admin/settings',
      {
        schema: { summary: 'Change society settings; every change is audited (SA, ADMIN)', tags: ['admin'], security, body: settingsUpdateBody },
      },
      async (request): Promise<AdminSettingsReply> => {
        const admin = currentUser(request);
        const now = request.server.deps.now();
        const { settings, changed } = await db.transaction((tx) => updateSettings(tx, { actorId: admin.id, update: request.body, now }));
        return {
          success: true,
          message: changed.length ? 'Settings saved' : 'Nothing changed: the settings already had these values',
          settings: settingsToWire(settings),
          changes: await recentSettingChanges(db),
        };
      },
    );
  });
}
