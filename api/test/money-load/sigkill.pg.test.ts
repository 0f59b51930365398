// Crash safety of the money routes: the BUILT API (node dist/main.js) on a throwaway PostgreSQL database takes
// saved-card fundings, withdrawals and registration fees from concurrent clients; we SIGKILL it mid-run, start it
// again on the same database, and check that every acknowledged (2xx) request is still there, that sending every
// request again with its Idempotency-Key replays instead of posting twice, and that the ledger is exact.
// Needs a server (TEST_DATABASE_URL): PGlite is in-process and cannot be shared with a child.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { ledgerTransfers, mailOutbox, users, withdrawals } from '../../src/db/schema';
import { issueToken } from '../../src/http/auth';
import { formatKobo } from '../../src/money/money';
import { giveBankAccount } from '../helpers/memberRecords';
import { hashPassword } from '../../src/security/password';
import { describeOnPostgres, openPostgresTestDatabase, usingPostgres } from '../helpers/testDatabase';

const API_DIR = path.resolve(__dirname, '..', '..');
const PASSWORD = 'Secret#123';
const CLIENTS = 8;
const KILL_AFTER_ACKS = 120;

let url: string;
let database: DatabaseHandle;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** the build (`npm run build`) is older than a source file, or missing */
function distIsStale(): boolean {
  const built = path.join(API_DIR, 'dist', 'main.js');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const newer = (dir: string): boolean =>
    fs.readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? newer(full) : entry.name.endsWith('.ts') && fs.statSync(full).mtimeMs > builtAt;
    });
  return newer(path.join(API_DIR, 'src')) || fs.statSync(path.join(API_DIR, 'drizzle', 'meta', '_journal.json')).mtimeMs > builtAt;
}

interface RunningApi {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: () => string;
}

async function startApi(port: number): Promise<RunningApi> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEV_MODE: 'true',
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      JOBS_ENABLED: 'true',
      APP_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      SANDBOX_TRANSFER_DELAY_MS: '200',
      SANDBOX_WEBHOOK_DELIVERY: 'http',
      MAIL_TRANSPORT: 'outbox',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited: ${err}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) throw new Error(`the API did not start: ${err}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, exited, stderr: () => err };
}

interface Sent {
  member: number;
  kind: 'fund' | 'withdraw' | 'registration';
  url: string;
  body: Record<string, unknown>;
  key: string;
  kobo: bigint;
  /** the reply, when one came back before the crash */
  status?: number;
  reply?: Record<string, unknown>;
}

beforeAll(async () => {
  if (!usingPostgres) return;
  if (distIsStale()) execFileSync(process.execPath, [path.join(API_DIR, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], { cwd: API_DIR, stdio: 'pipe' });
  ({ handle: database, url } = await openPostgresTestDatabase({ poolMax: 5, prefix: 'sigkill' }));
}, 180_000);

afterAll(async () => {
  if (usingPostgres) await database.close();
});

describeOnPostgres('SIGKILL of the built API mid-run (PostgreSQL)', () => {
  it('loses nothing acknowledged, replays retries instead of posting twice, and keeps the ledger exact', async () => {
    const db = database.db;
    const hash = await hashPassword(PASSWORD);
    const rows = await db
      .insert(users)
      .values([
        ...Array.from({ length: CLIENTS }, (_, i) => ({ email: `crash${i}@example.com`, passwordHash: hash, firstName: 'Crash', lastName: `M${i}`, phoneNo: '08012345678', emailVerifiedAt: new Date() })),
        { email: `boss@example.com`, passwordHash: hash, firstName: 'Boss', lastName: 'Admin', phoneNo: '08012345678', role: 'SA' as const, emailVerifiedAt: new Date() },
      ])
      .returning({ id: users.id, email: users.email });
    const tokens = new Map<number, string>();
    for (const row of rows) tokens.set(row.id, (await issueToken(db, row.id, { now: new Date(), ttlMinutes: 600 })).token);
    const members = rows.slice(0, CLIENTS);
    for (const m of members) await giveBankAccount({ database }, m);
    const boss = rows[CLIENTS];

    const port = await freePort();
    let api = await startApi(port);
    const base = `http://127.0.0.1:${port}/api`;
    const post = async (userId: number, path_: string, body: unknown, key?: string) => {
      const res = await fetch(`${base}${path_}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(userId)}`, ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, replayed: res.headers.get('idempotent-replayed') === 'true', json: (await res.json()) as Record<string, unknown> };
    };
    const get = async (userId: number, path_: string) => (await fetch(`${base}${path_}`, { headers: { authorization: `Bearer ${tokens.get(userId)}` } })).json() as Promise<Record<string, unknown>>;

    // each member adds a card through the sandbox checkout, like a browser
    const cards = new Map<number, number>();
    const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
    for (const m of members) {
      const charge = await post(m.id, '/payments/charges', { purpose: 'card_verification' });
      const reference = String(charge.json.reference);
      const paid = await fetch(`${base}/sandbox/checkout/${reference}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ step: 'card', card_number: '4084084084084081', expiry, cvv: '123' }).toString(),
      });
      expect(paid.status).toBeLessThan(400);
      const saved = await post(m.id, '/save_wallet/store', { amount: 100, payment_method: 'Paystack', paystack_id: reference }, `card-${reference}`);
      expect(saved.status).toBe(200);
      cards.set(m.id, Number(saved.json.card_id));
    }

    async function pinMailCount(email: string) {
      const [row] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      return row.n;
    }
    async function newestPin(email: string, after: number): Promise<string> {
      const until = Date.now() + 10_000;
      while ((await pinMailCount(email)) <= after) {
        if (Date.now() > until) throw new Error('no PIN mail');
        await new Promise((r) => setTimeout(r, 20));
      }
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1);
      return /Your withdrawal PIN is (\d{6})/.exec(mail.textBody)![1];
    }

    const sent: Sent[] = [];
    let acks = 0;
    let killed = false;
    const killAt = KILL_AFTER_ACKS + Math.floor(Math.random() * 40);
    const kill = () => {
      if (!killed) {
        killed = true;
        api.child.kill('SIGKILL');
      }
    };

    await Promise.all(
      members.map(async (m) => {
        let registered = false;
        while (!killed) {
          const roll = Math.random();
          const key = `crash-${crypto.randomBytes(8).toString('hex')}`;
          let entry: Sent;
          try {
            if (roll < 0.55) {
              const kobo = BigInt(10_000 + Math.floor(Math.random() * 400_000));
              entry = { member: m.id, kind: 'fund', url: '/save_wallet/store', body: { amount: formatKobo(kobo), payment_method: 'Paystack', card_id: cards.get(m.id) }, key, kobo };
            } else if (roll < 0.92 || registered) {
              const kobo = BigInt(100 + Math.floor(Math.random() * 20_000));
              const before = await pinMailCount(m.email);
              const verify = await post(m.id, '/verifyPasswordBeforeWithdrawal', { password: PASSWORD, amount: formatKobo(kobo) });
              if (verify.status !== 200) continue;
              const pin = await newestPin(m.email, before);
              entry = { member: m.id, kind: 'withdraw', url: '/paystackWithdrawalToBank', body: { password: PASSWORD, amount: formatKobo(kobo), withdrawal_pin: pin }, key, kobo };
            } else {
              entry = { member: m.id, kind: 'registration', url: `/registration_fee_payment?token=${tokens.get(m.id)}`, body: { payment_method: 'Wallet' }, key, kobo: 200_000n };
            }
          } catch {
            break; // the API died during the set-up of this request
          }
          sent.push(entry);
          try {
            const res = await post(m.id, entry.url, entry.body, entry.key);
            entry.status = res.status;
            entry.reply = res.json;
            if (res.status >= 200 && res.status < 300) {
              acks += 1;
              if (entry.kind === 'registration') registered = true;
              if (acks >= killAt) kill();
            }
          } catch {
            break; // killed while this request was in flight: no reply
          }
        }
      }),
    );
    const { signal } = await api.exited;
    expect(signal).toBe('SIGKILL');
    const acknowledged = sent.filter((s) => s.status !== undefined && s.status >= 200 && s.status < 300);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    // 1. every acknowledged request is in the database, straight after the crash
    for (const s of acknowledged) {
      if (s.kind === 'fund') expect((await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, String(s.reply!.reference)))).length).toBe(1);
      if (s.kind === 'withdraw') {
        const w = s.reply!.withdrawal as { id: number; reference: string };
        const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
        expect(row.reference).toBe(w.reference);
        expect((await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, w.reference))).length).toBe(1);
      }
      if (s.kind === 'registration') expect((await db.select().from(users).where(eq(users.id, s.member)))[0].memberStatus).toBe(true);
    }

    // 2. the same API again on the same database; every request sent again with its key
    api = await startApi(port);
    const finals = new Map<Sent, { status: number; json: Record<string, unknown> }>();
    for (const s of sent) {
      let res = await post(s.member, s.url, s.body, s.key);
      // a claim the dead process held is released after its lock time (20 s); a saved-card charge the dead process
      // recorded but never sent is settled as not charged once it is 30 s old
      for (const until = Date.now() + 60_000; res.status === 409 && /still being/.test(String(res.json.message)) && Date.now() < until; ) {
        await new Promise((r) => setTimeout(r, 250));
        res = await post(s.member, s.url, s.body, s.key);
      }
      if (s.status !== undefined && s.status >= 200 && s.status < 300) {
        expect({ status: res.status, replayed: res.replayed }).toEqual({ status: s.status, replayed: true });
        if (s.kind === 'withdraw') expect((res.json.withdrawal as { id: number }).id).toBe((s.reply!.withdrawal as { id: number }).id);
        else expect(res.json).toEqual(s.reply);
      } else if (s.status !== undefined) {
        expect(res.status).toBe(s.status);
      } else {
        expect(res.status).not.toBe(409);
        expect(res.status).toBeLessThan(500);
      }
      finals.set(s, res);
    }

    // 3. nothing twice: one funding transfer per funded key, one withdrawal per withdrawal key
    for (const m of members) {
      const funded = sent.filter((s) => s.member === m.id && s.kind === 'fund' && finals.get(s)!.status === 200);
      const withdrew = sent.filter((s) => s.member === m.id && s.kind === 'withdraw' && finals.get(s)!.status === 200);
      const [{ n: fundings }] = await db.select({ n: count() }).from(ledgerTransfers).where(and(eq(ledgerTransfers.userId, m.id), eq(ledgerTransfers.kind, 'wallet_funding')));
      expect(fundings).toBe(funded.length);
      const [{ n: withdrawalRows }] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, m.id));
      expect(withdrawalRows).toBe(withdrew.length);
      let expected = 10_000n;
      for (const s of funded) expected += s.kobo;
      for (const s of withdrew) expected -= s.kobo;
      for (const s of sent.filter((x) => x.member === m.id && x.kind === 'registration' && finals.get(x)!.status === 200)) expected -= s.kobo;
      expect((await get(m.id, '/show_wallet_balance')).balance).toBe(formatKobo(expected));
    }

    // 4. the ledger is exact
    const check = await get(boss.id, '/admin/ledger/check');
    expect(check).toMatchObject({ success: true, ok: true, postings_sum: '0.00', mismatched_accounts: [], unbalanced_transfers: [], broken_running_balances: [] });
    console.log(`sigkill run: ${sent.length} requests, ${acknowledged.length} acknowledged before the kill, ${sent.filter((s) => s.status === undefined).length} in flight`);

    api.child.kill('SIGTERM');
    await api.exited;
    expect(api.stderr()).not.toMatch(/unhandled|TypeError|ReferenceError/);
  }, 300_000);
});
