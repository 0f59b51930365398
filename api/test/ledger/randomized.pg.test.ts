// A randomized run of mixed money operations from 20 concurrent clients on a real PostgreSQL server,
// every request under an Idempotency-Key and some sent twice (in sequence or at the same moment).
// The balances are then compared with an independent model of what the acknowledged operations did.
// PGlite would serialise everything and hide races, so this runs only when TEST_DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../../src/db/client';
import { AppError } from '../../src/http/errors';
import { withIdempotency, type IdempotentReply, type IdempotentResult } from '../../src/idempotency';
import {
  LedgerError,
  MEMBER_ACCOUNT_KIND,
  SOCIETY_ACCOUNT_KIND,
  memberAccount,
  postPending,
  reverse,
  runLedgerCheck,
  societyAccount,
  transfer,
  voidPending,
  type PostingInput,
} from '../../src/ledger';
import { describeOnPostgres, openTestDatabase, usingPostgres } from '../helpers/testDatabase';
import { insertMember, rawRows } from './support/fixtures';


const CLIENTS = 20;
const OPS_PER_CLIENT = 55; // 1,100 operations
const MEMBERS = 12;
const SEED = Number(process.env.LEDGER_RANDOM_SEED ?? Date.now() % 1_000_000);

/** mulberry32: reproducible with LEDGER_RANDOM_SEED */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Op =
  | { kind: 'fund'; member: number; amount: bigint }
  | { kind: 'p2p'; from: number; to: number; amount: bigint }
  | { kind: 'withdraw'; member: number; amount: bigint }
  | { kind: 'post' | 'void'; pendingId: number; amount: bigint; wallet: number }
  | { kind: 'reverse'; transferId: number };

interface Pending {
  id: number;
  wallet: number;
  amount: bigint;
}

let database: DatabaseHandle;
beforeAll(async () => {
  if (usingPostgres) database = await openTestDatabase({ poolMax: 45 });
});
afterAll(async () => {
  if (usingPostgres) await database.close();
});

describeOnPostgres(`randomized concurrent money operations (PostgreSQL, seed ${SEED})`, () => {
  it(`${CLIENTS * OPS_PER_CLIENT} mixed operations from ${CLIENTS} clients keep the ledger exact`, async () => {
    const db = database.db;
    const random = prng(SEED);
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
    const amount = (max: number) => BigInt(1 + Math.floor(random() * max));

    const members: number[] = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await insertMember(db));
    const wallets = new Map<number, number>();
    for (const m of members) wallets.set(m, await memberAccount(db, m, MEMBER_ACCOUNT_KIND.wallet));
    const clearing = await societyAccount(db, SOCIETY_ACCOUNT_KIND.providerClearing);
    const inFlight = await societyAccount(db, SOCIETY_ACCOUNT_KIND.payoutsInFlight);

    // the model: what acknowledged operations should have done
    const model = new Map<number, bigint>();
    const credit = (account: number, kobo: bigint) => model.set(account, (model.get(account) ?? 0n) + kobo);
    const effects = new Map<number, PostingInput[]>();
    const reversible: number[] = [];
    const pendings = new Map<number, Pending>();
    const tally = { fund: 0, p2p: 0, withdraw: 0, post: 0, void: 0, reverse: 0, refused: 0, replays: 0, conflicts: 0, ops: 0 };
    const unexpected: unknown[] = [];

    function nextOp(): Op {
      const roll = random();
      if (roll < 0.2) return { kind: 'fund', member: pick(members), amount: amount(50_000) };
      if (roll < 0.55) {
        const from = pick(members);
        let to = pick(members);
        if (to === from) to = members[(members.indexOf(from) + 1) % members.length];
        return { kind: 'p2p', from, to, amount: amount(30_000) };
      }
      if (roll < 0.75) return { kind: 'withdraw', member: pick(members), amount: amount(20_000) };
      if (roll < 0.9 && pendings.size) {
        const p = pick([...pendings.values()]);
        return { kind: random() < 0.6 ? 'post' : 'void', pendingId: p.id, amount: p.amount, wallet: p.wallet };
      }
      if (reversible.length) return { kind: 'reverse', transferId: pick(reversible) };
      return { kind: 'fund', member: pick(members), amount: amount(50_000) };
    }

    const refuse = (message: string): IdempotentReply => ({ status: 422, body: { success: false, message } });

    function handlerFor(op: Op, reference: string) {
      return async (tx: Transaction): Promise<IdempotentReply> => {
        try {
          switch (op.kind) {
            case 'fund':
            case 'p2p':
            case 'withdraw': {
              const postings: PostingInput[] =
                op.kind === 'fund'
                  ? [{ accountId: clearing, amount: -op.amount }, { accountId: wallets.get(op.member)!, amount: op.amount }]
                  : op.kind === 'p2p'
                    ? [{ accountId: wallets.get(op.from)!, amount: -op.amount }, { accountId: wallets.get(op.to)!, amount: op.amount }]
                    : [{ accountId: wallets.get(op.member)!, amount: -op.amount }, { accountId: inFlight, amount: op.amount }];
              const pending = op.kind === 'withdraw';
              const t = await transfer(tx, {
                reference,
                kind: op.kind,
                description: op.kind,
                postings,
                ...(pending ? { status: 'pending' as const, deadlineAt: new Date(Date.now() + 3_600_000) } : {}),
              });
              return { status: 200, body: { success: true, transfer_id: t.id } };
            }
            case 'post': {
              const r = await postPending(tx, op.pendingId, { settlePostings: [{ accountId: inFlight, amount: -op.amount }, { accountId: clearing, amount: op.amount }] });
              return { status: 200, body: { success: true, transfer_id: r.settlement!.id } };
            }
            case 'void': {
              const r = await voidPending(tx, op.pendingId, 'random void');
              return { status: 200, body: { success: true, transfer_id: r.id } };
            }
            case 'reverse': {
              const r = await reverse(tx, op.transferId, 'random reversal');
              return { status: 200, body: { success: true, transfer_id: r.id } };
            }
          }
        } catch (error) {
          if (error instanceof LedgerError) return refuse(error.code); // insufficient funds, already settled / reversed…
          throw error;
        }
      };
    }

    function apply(op: Op, body: { transfer_id: number }) {
      switch (op.kind) {
        case 'fund':
        case 'p2p': {
          const postings =
            op.kind === 'fund'
              ? [{ accountId: clearing, amount: -op.amount }, { accountId: wallets.get(op.member)!, amount: op.amount }]
              : [{ accountId: wallets.get(op.from)!, amount: -op.amount }, { accountId: wallets.get(op.to)!, amount: op.amount }];
          for (const p of postings) credit(p.accountId, p.amount);
          effects.set(body.transfer_id, postings);
          reversible.push(body.transfer_id);
          break;
        }
        case 'withdraw':
          credit(wallets.get(op.member)!, -op.amount);
          credit(inFlight, op.amount);
          pendings.set(body.transfer_id, { id: body.transfer_id, wallet: wallets.get(op.member)!, amount: op.amount });
          break;
        case 'post':
        case 'void': {
          credit(inFlight, -op.amount);
          credit(op.kind === 'post' ? clearing : op.wallet, op.amount);
          pendings.delete(op.pendingId);
          break;
        }
        case 'reverse':
          for (const p of effects.get(op.transferId)!) credit(p.accountId, -p.amount);
          reversible.splice(reversible.indexOf(op.transferId), 1);
          break;
      }
      tally[op.kind] += 1;
    }

    async function send(op: Op, key: string, scope: string) {
      const hash = `hash:${key}`;
      const reference = `op:${key}`;
      const attempt = () => withIdempotency(database.db, { scope, key, requestHash: hash }, handlerFor(op, reference));
      const settle = (results: PromiseSettledResult<IdempotentResult>[]) => {
        let first: IdempotentResult | null = null;
        for (const r of results) {
          if (r.status === 'rejected') {
            if (r.reason instanceof AppError && r.reason.statusCode === 409) tally.conflicts += 1;
            else unexpected.push(r.reason);
            continue;
          }
          if (r.value.replayed) tally.replays += 1;
          else if (first) unexpected.push(new Error(`key ${key} ran twice`));
          else first = r.value;
        }
        return first;
      };
      // sometimes the same request twice at the same moment
      const copies = random() < 0.1 ? 2 : 1;
      const original = settle(await Promise.allSettled(Array.from({ length: copies }, attempt)));
      if (original) {
        if (original.status === 200) apply(op, original.body as { transfer_id: number });
        else tally.refused += 1;
      }
      // sometimes a retry afterwards: it must replay the same reply
      if (random() < 0.25) {
        const again = await attempt();
        if (!again.replayed) unexpected.push(new Error(`retry of ${key} ran again`));
        if (original) expect({ status: again.status, body: again.body }).toEqual({ status: original.status, body: original.body });
        tally.replays += 1;
      }
      tally.ops += 1;
    }

    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = 0; i < OPS_PER_CLIENT; i++) await send(nextOp(), `c${client}-op${i}-${SEED}`, `client:${client}`);
      }),
    );

    expect(unexpected).toEqual([]);
    expect(tally.ops).toBeGreaterThanOrEqual(1000);
    // every kind happened, including refusals
    for (const kind of ['fund', 'p2p', 'withdraw', 'post', 'void', 'reverse', 'refused', 'replays'] as const) expect(tally[kind]).toBeGreaterThan(0);

    const check = await runLedgerCheck(db, new Date());
    expect(check).toMatchObject({ ok: true, postings_sum: 0n, mismatched_accounts: [], unbalanced_transfers: [], broken_running_balances: [], negative_member_accounts: [] });

    // balances = Σ postings, and = the model of acknowledged operations
    const rows = await rawRows<{ id: number; balance: string; actual: string }>(
      db,
      sql`SELECT a.id, a.balance::text AS balance, coalesce(sum(p.amount), 0)::text AS actual
          FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id GROUP BY a.id`,
    );
    for (const row of rows) {
      expect(BigInt(row.balance)).toBe(BigInt(row.actual));
      expect([Number(row.id), BigInt(row.balance)]).toEqual([Number(row.id), model.get(Number(row.id)) ?? 0n]);
    }
    const [total] = await rawRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE reference LIKE 'op:%'`);
    expect(total.n).toBe(tally.fund + tally.p2p + tally.withdraw + tally.post + tally.void + tally.reverse);
    const [open] = await rawRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE status <> 'done'`);
    expect(open.n).toBe(0);
    console.log(`randomized ledger run (seed ${SEED}):`, JSON.stringify(tally));
  }, 300_000);
});
