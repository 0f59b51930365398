import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { SOCIETY_ACCOUNT_KIND, societyAccount, transfer, withMoneyTransaction, postPending } from '../../src/ledger';
import { openTestDatabase } from '../helpers/testDatabase';
import { fundWallet, insertMember, pgCause, rawRows, ref, rejection } from './support/fixtures';

let database: DatabaseHandle;
let wallet: number;
let transferId: number;
let postingId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  const member = await insertMember(database.db);
  wallet = await fundWallet(database.db, member, 10_000n);
  const [p] = await rawRows<{ id: number; transfer_id: number }>(database.db, sql`SELECT id, transfer_id FROM ledger_postings WHERE account_id = ${wallet}`);
  postingId = Number(p.id);
  transferId = Number(p.transfer_id);
});
afterAll(() => database.close());
const db = () => database.db;

async function expectRefused(query: ReturnType<typeof sql>, message: RegExp) {
  const error = pgCause(await rejection(db().execute(query)));
  expect(error.code).toBe('23001');
  expect(error.message).toMatch(message);
}

describe('ledger immutability triggers', () => {
  it('reject UPDATE, DELETE and TRUNCATE of postings', async () => {
    await expectRefused(sql`UPDATE ledger_postings SET amount = amount * 2 WHERE id = ${postingId}`, /append-only: UPDATE/);
    await expectRefused(sql`DELETE FROM ledger_postings WHERE id = ${postingId}`, /append-only: DELETE/);
    await expectRefused(sql`TRUNCATE ledger_postings CASCADE`, /append-only: TRUNCATE/);
    const [p] = await rawRows(db(), sql`SELECT amount::text AS amount FROM ledger_postings WHERE id = ${postingId}`);
    expect(p.amount).toBe('10000');
  });

  it('reject changes to a transfer other than its lifecycle, and deletes', async () => {
    await expectRefused(sql`UPDATE ledger_transfers SET description = 'edited' WHERE id = ${transferId}`, /only status, posted_at and voided_at/);
    await expectRefused(sql`UPDATE ledger_transfers SET metadata = '{"x":1}' WHERE id = ${transferId}`, /only status/);
    await expectRefused(sql`UPDATE ledger_transfers SET reference = 'other' WHERE id = ${transferId}`, /only status/);
    await expectRefused(sql`UPDATE ledger_transfers SET created_at = now() - interval '1 day' WHERE id = ${transferId}`, /only status/);
    await expectRefused(sql`DELETE FROM ledger_transfers WHERE id = ${transferId}`, /cannot be removed/);
  });

  it('allow only pending → posted | voided', async () => {
    // posted → voided / pending is refused
    await expectRefused(sql`UPDATE ledger_transfers SET status = 'voided', posted_at = NULL, voided_at = now() WHERE id = ${transferId}`, /cannot change from posted to voided/);
    await expectRefused(sql`UPDATE ledger_transfers SET posted_at = now() - interval '1 hour' WHERE id = ${transferId}`, /change only with the status/);
    // pending → posted is the lifecycle and goes through
    const member = await insertMember(db());
    const w = await fundWallet(db(), member, 1_000n);
    const inFlight = await societyAccount(db(), SOCIETY_ACCOUNT_KIND.payoutsInFlight);
    const pending = await transfer(db(), {
      reference: ref(),
      kind: 'withdrawal',
      description: 'w',
      status: 'pending',
      deadlineAt: new Date(Date.now() + 60_000),
      postings: [
        { accountId: w, amount: -500n },
        { accountId: inFlight, amount: 500n },
      ],
    });
    await withMoneyTransaction(db(), (tx) => postPending(tx, pending.id));
    const [row] = await rawRows(db(), sql`SELECT status FROM ledger_transfers WHERE id = ${pending.id}`);
    expect(row.status).toBe('posted');
  });

  it('keep an account’s owner, purpose and kind, and refuse deletes', async () => {
    await expectRefused(sql`UPDATE ledger_accounts SET purpose = 'shares' WHERE id = ${wallet}`, /owner, purpose and kind cannot change/);
    await expectRefused(sql`DELETE FROM ledger_accounts WHERE id = ${wallet}`, /cannot be removed/);
  });
});
