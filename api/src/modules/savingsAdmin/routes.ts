// The savings area for administrators (SA, ADMIN): the society's totals, the autosave job's health, one member's savings.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AutosaveHealthReply, SavingsMemberReply, SavingsTotalsReply } from '../../contract';
import { withMoneyTransaction } from '../../ledger';
import { autosaveHealth } from './autosave';
import { memberSavings } from './member';
import { savingsMemberQuery } from './schema';
import { savingsTotals } from './totals';

const tags = ['admin'];
const security = [{ bearer: [] }];
const snapshot = { isolationLevel: 'repeatable read' } as const;

export async function savingsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;

  app.get(
    '/admin/savings/totals',
    { schema: { summary: "The society's savings by product, liens and how many members hold each (SA, ADMIN)", tags, security } },
    async (): Promise<SavingsTotalsReply> => withMoneyTransaction(db, (tx) => savingsTotals(tx), snapshot),
  );

  app.get(
    '/admin/savings/autosave',
    { schema: { summary: "The autosave job's health: plans due or paused, recent charges and failures (SA, ADMIN)", tags, security } },
    async (): Promise<AutosaveHealthReply> => withMoneyTransaction(db, (tx) => autosaveHealth(tx, now()), snapshot),
  );

  app.get(
    '/admin/savings/member',
    { schema: { summary: "One member's savings at a glance, by e-mail or user_id (SA, ADMIN)", tags, security, querystring: savingsMemberQuery } },
    async (request): Promise<SavingsMemberReply> => withMoneyTransaction(db, (tx) => memberSavings(tx, request.query), snapshot),
  );
}
