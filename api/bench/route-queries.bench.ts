// `npm run bench` (in api/): the statements each hot route sends to the database, counted and listed (PGlite in
// memory, every query of the driver and of its transactions): where a request's round trips go. Printed only.
import crypto from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { benchConfig } from './support/benchConfig';
import { pgliteHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { users } from '../src/db/schema';
import { issueToken } from '../src/http/auth';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount, transfer } from '../src/ledger';
import { getSettings } from '../src/modules/settings/service';

type Query = (text: string, ...rest: unknown[]) => Promise<unknown>;
const statements: string[] = [];
let recording = false;

/** wraps query/exec of the client and of every transaction it opens */
function listen(target: Record<string, unknown>, tag: string): void {
  for (const method of ['query', 'exec']) {
    const original = (target[method] as Query).bind(target);
    target[method] = (text: string, ...rest: unknown[]) => {
      if (recording) statements.push(`${tag}${text.replace(/\s+/g, ' ').trim().slice(0, 150)}`);
      return original(text, ...rest);
    };
  }
}

async function main() {
  const client = new PGlite();
  listen(client as unknown as Record<string, unknown>, '');
  const transaction = client.transaction.bind(client);
  (client as unknown as Record<string, unknown>).transaction = (fn: (tx: Record<string, unknown>) => Promise<unknown>) =>
    transaction(async (tx) => {
      if (recording) statements.push('BEGIN');
      listen(tx as unknown as Record<string, unknown>, '  ');
      const result = await fn(tx as unknown as Record<string, unknown>);
      if (recording) statements.push('COMMIT');
      return result;
    });
  const handle = await pgliteHandle(client);
  await migrate(handle);
  const [user] = await handle.db
    .insert(users)
    .values({ email: 'queries@example.com', passwordHash: 'x', firstName: 'Q', lastName: 'M', phoneNo: '08000000000', emailVerifiedAt: new Date(), memberStatus: true, memberSince: new Date() })
    .returning({ id: users.id });
  const clearing = await societyAccount(handle.db, SOCIETY_ACCOUNT_KIND.providerClearing);
  const shares = (await getSettings(handle.db)).minimumShareholdingKobo;
  for (const [purpose, kobo] of [[MEMBER_ACCOUNT_KIND.wallet, 1_000_000_000n], [MEMBER_ACCOUNT_KIND.shares, shares || 1n]] as const) {
    const to = await memberAccount(handle.db, user.id, purpose);
    await transfer(handle.db, { reference: `queries-${purpose}`, kind: 'wallet_funding', userId: user.id, description: 'seed', postings: [{ accountId: clearing, amount: -kobo }, { accountId: to, amount: kobo }] });
  }
  const { token } = await issueToken(handle.db, user.id, { now: new Date(), ttlMinutes: 600 });
  const config = benchConfig();
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  const headers = { authorization: `Bearer ${token}` };
  const fund = { amount: '1', date_time: '', payment_method: 'Wallet', save_card: false, paystack_id: '', card_id: '' };
  const routes: Array<[string, () => Promise<{ statusCode: number }>]> = [
    ['GET /api/health', () => app.inject({ url: '/api/health' })],
    ['GET /api/show_wallet_balance', () => app.inject({ url: '/api/show_wallet_balance', headers })],
    ['GET /api/transactions/details', () => app.inject({ url: '/api/transactions/details', headers })],
    ['POST /api/savingsFunds (wallet)', () => app.inject({ method: 'POST', url: '/api/savingsFunds', headers: { ...headers, 'idempotency-key': `queries-${crypto.randomBytes(6).toString('hex')}` }, payload: fund })],
  ];
  for (const [name, call] of routes) {
    await call(); // warm: the session, settings and accounts exist
    statements.length = 0;
    recording = true;
    const { statusCode } = await call();
    recording = false;
    const count = statements.filter((s) => s !== 'BEGIN' && s !== 'COMMIT').length;
    const transactions = statements.filter((s) => s === 'BEGIN').length;
    process.stdout.write(`\n${name} → ${statusCode}: ${count} statement(s)${transactions ? ` + ${transactions} transaction(s) (BEGIN/COMMIT)` : ''}\n`);
    statements.forEach((s, i) => process.stdout.write(`  ${String(i + 1).padStart(2)}. ${s}\n`));
  }
  await app.close();
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
