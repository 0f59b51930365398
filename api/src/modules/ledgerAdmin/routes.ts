// The ledger for administrators (SA, ADMIN): the invariant check over one consistent snapshot, the open alerts
// (pending transfers past their deadline), and the society's balances in plain English.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LedgerAlertsReply, LedgerCheckReply, SocietyBalance } from '../../contract';
import { ledgerCheckLimit } from '../../http/costlyCallLimits';
import { ledgerCheckToJson, openLedgerAlerts, runLedgerCheck, withMoneyTransaction } from '../../ledger';
import { societyBalances } from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];

export async function ledgerAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = fastify.deps;
  
  app.get(
    '/admin/ledger/check',
    { config: { rateLimit: ledgerCheckLimit() }, schema: { summary: "Check the ledger's invariants (SA, ADMIN)", tags, security } },
    async (): Promise<LedgerCheckReply> => {
      const result = await withMoneyTransaction(db, (tx) => runLedgerCheck(tx, now()), { isolationLevel: 'repeatable read' });
      return { success: true, ...(ledgerCheckToJson(result) as Omit<LedgerCheckReply, 'success'>) };
    },
  );

  app.get(
    '/admin/ledger/alerts',
    { schema: { summary: 'Unresolved ledger alerts, oldest first (SA, ADMIN)', tags, security } },
    async (): Promise<LedgerAlertsReply> => ({
      success: true,
      data: (await openLedgerAlerts(db, 500)).map((a) => ({ ...a, created_at: a.created_at.toISOString(), deadline_at: a.deadline_at.toISOString() })),
    }),
  );

  app.get(
    '/admin/society-balances',
    { schema: { summary: "The society's accounts and the members' accounts summed by purpose (SA, ADMIN)", tags, security } },
    async (): Promise<SocietyBalance[]> => societyBalances(db),
  );
}
