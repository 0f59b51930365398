// A money workload through HTTP against the built API, cut by SIGKILL: members with a saved card fund, withdraw
// (PINs read from the dev outbox, as a member reads them from mail) and pay the registration fee from concurrent
// clients until enough requests were acknowledged, then the API is killed. Every request sent is recorded with
// its Idempotency-Key and, when one came back before the kill, its reply.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../../src/db/client';
import { ledgerTransfers, users, withdrawals } from '../../../src/db/schema';
import { issueToken } from '../../../src/http/auth';
import { formatKobo } from '../../../src/money/money';
import { giveBankAccount } from '../../helpers/memberRecords';
import { testPasswordHash } from '../../helpers/testPasswords';
import type { RunningApi } from './builtApi';

export const PASSWORD = 'Secret#123';
/** the ₦100 card verification each member's wallet starts with */
export const CARD_VERIFICATION_KOBO = 10_000n;
const REGISTRATION_FEE_KOBO = 200_000n;

export interface CrashMember {
  id: number;
  email: string;
}

export interface CrashCast {
  members: CrashMember[];
  boss: CrashMember;
  tokens: Map<number, string>;
}

/** `count` members with a bank account on file and an SA, each with a 10-hour session */
export async function seedCrashMembers(database: DatabaseHandle, count: number): Promise<CrashCast> {
  const db = database.db;
  // a real scrypt hash at a test cost (helpers/testPasswords.ts): every withdrawal checks the password twice
  const hash = await testPasswordHash(PASSWORD);
  const tag = crypto.randomBytes(3).toString('hex');
  const rows = await db
    .insert(users)
    .values([
      ...Array.from({ length: count }, (_, i) => ({ email: `crash${i}-${tag}@example.com`, passwordHash: hash, firstName: 'Crash', lastName: `M${i}`, phoneNo: '08012345678', emailVerifiedAt: new Date() })),
      { email: `boss-${tag}@example.com`, passwordHash: hash, firstName: 'Boss', lastName: 'Admin', phoneNo: '08012345678', role: 'SA' as const, emailVerifiedAt: new Date() },
    ])
    .returning({ id: users.id, email: users.email });
  const tokens = new Map<number, string>();
  for (const row of rows) tokens.set(row.id, (await issueToken(db, row.id, { now: new Date(), ttlMinutes: 600 })).token);
  const members = rows.slice(0, count);
  for (const m of members) await giveBankAccount({ database }, m);
  return { members, boss: rows[count], tokens };
}

export interface Reply {
  status: number;
  replayed: boolean;
  json: Record<string, unknown>;
}

export interface ApiClient {
  post(userId: number, path: string, body: unknown, key?: string): Promise<Reply>;
  get(userId: number, path: string): Promise<Record<string, unknown>>;
  /** the PIN of the newest withdrawal PIN mail to `email` that is not `after` */
  nextPin(email: string, after: string | null): Promise<string>;
  newestPin(email: string): Promise<string | null>;
}

export function apiClient(port: number, tokens: Map<number, string>): ApiClient {
  const base = `http://127.0.0.1:${port}/api`;
  const auth = (userId: number) => ({ authorization: `Bearer ${tokens.get(userId)}` });
  const newestPin = async (email: string): Promise<string | null> => {
    const mails = (await (await fetch(`${base}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ subject: string; text: string; created_at: string }>;
    const mail = mails.find((m) => /withdrawal PIN/.test(m.subject));
    return mail ? `${mail.created_at} ${/Your withdrawal PIN is (\d{6})/.exec(mail.text)![1]}` : null;
  };
  return {
    async post(userId, path, body, key) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth(userId), ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, replayed: res.headers.get('idempotent-replayed') === 'true', json: (await res.json()) as Record<string, unknown> };
    },
    async get(userId, path) {
      return (await fetch(`${base}${path}`, { headers: auth(userId) })).json() as Promise<Record<string, unknown>>;
    },
    newestPin,
    async nextPin(email, after) {
      const until = Date.now() + 10_000;
      for (;;) {
        const newest = await newestPin(email);
        if (newest && newest !== after) return newest.split(' ')[1];
        if (Date.now() > until) throw new Error('no PIN mail');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

/** each member adds a card through the sandbox checkout, like a browser; returns member id → card id */
export async function addCards(port: number, client: ApiClient, members: CrashMember[]): Promise<Map<number, number>> {
  const cards = new Map<number, number>();
  const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
  for (const m of members) {
    const charge = await client.post(m.id, '/payments/charges', { purpose: 'card_verification' });
    const reference = String(charge.json.reference);
    const paid = await fetch(`http://127.0.0.1:${port}/api/sandbox/checkout/${reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ step: 'card', card_number: '4084084084084081', expiry, cvv: '123' }).toString(),
    });
    if (paid.status >= 400) throw new Error(`sandbox checkout: ${paid.status}`);
    const saved = await client.post(m.id, '/save_wallet/store', { amount: 100, payment_method: 'Paystack', paystack_id: reference }, `card-${reference}`);
    if (saved.status !== 200) throw new Error(`add card: ${saved.status} ${JSON.stringify(saved.json)}`);
    cards.set(m.id, Number(saved.json.card_id));
  }
  return cards;
}

export interface Sent {
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

export const isAcknowledged = (s: Sent): boolean => s.status !== undefined && s.status >= 200 && s.status < 300;

/** the wallet change a successful request makes */
export const walletEffect = (s: Sent): bigint => (s.kind === 'fund' ? s.kobo : -s.kobo);

export interface WorkloadOptions {
  api: RunningApi;
  client: ApiClient;
  cast: CrashCast;
  cards: Map<number, number>;
  /** stop once this many requests were acknowledged: SIGKILL the API then (unless `kill: false`) */
  killAfterAcks: number;
  kill?: boolean;
  /** members whose registration fee is paid (read and updated: a member pays once) */
  registered: Set<number>;
}

/** sends money requests from every member at once until `killAfterAcks` replies were 2xx; returns what was sent */
export async function runMoneyWorkload(o: WorkloadOptions): Promise<Sent[]> {
  const sent: Sent[] = [];
  let acks = 0;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (o.kill !== false) o.api.child.kill('SIGKILL');
  };
  await Promise.all(
    o.cast.members.map(async (m) => {
      while (!stopped) {
        const roll = Math.random();
        const key = `crash-${crypto.randomBytes(8).toString('hex')}`;
        let entry: Sent;
        try {
          if (roll < 0.55) {
            const kobo = BigInt(10_000 + Math.floor(Math.random() * 400_000));
            entry = { member: m.id, kind: 'fund', url: '/save_wallet/store', body: { amount: formatKobo(kobo), payment_method: 'Paystack', card_id: o.cards.get(m.id) }, key, kobo };
          } else if (roll < 0.92 || o.registered.has(m.id)) {
            const kobo = BigInt(100 + Math.floor(Math.random() * 20_000));
            const before = await o.client.newestPin(m.email);
            const verify = await o.client.post(m.id, '/verifyPasswordBeforeWithdrawal', { password: PASSWORD, amount: formatKobo(kobo) });
            if (verify.status !== 200) continue;
            const pin = await o.client.nextPin(m.email, before);
            entry = { member: m.id, kind: 'withdraw', url: '/paystackWithdrawalToBank', body: { password: PASSWORD, amount: formatKobo(kobo), withdrawal_pin: pin }, key, kobo };
          } else {
            entry = { member: m.id, kind: 'registration', url: `/registration_fee_payment?token=${o.cast.tokens.get(m.id)}`, body: { payment_method: 'Wallet' }, key, kobo: REGISTRATION_FEE_KOBO };
          }
        } catch {
          break; // the API died during the set-up of this request
        }
        if (stopped) break;
        sent.push(entry);
        try {
          const res = await o.client.post(m.id, entry.url, entry.body, entry.key);
          entry.status = res.status;
          entry.reply = res.json;
          if (isAcknowledged(entry)) {
            acks += 1;
            if (entry.kind === 'registration') o.registered.add(m.id);
            if (acks >= o.killAfterAcks) stop();
          }
        } catch {
          break; // killed while this request was in flight: no reply
        }
      }
    }),
  );
  return sent;
}

/** every acknowledged request's money effect is in the database */
export async function expectAcknowledgedPresent(db: Database, acknowledged: Sent[]): Promise<void> {
  for (const s of acknowledged) {
    if (s.kind === 'fund') expect((await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, String(s.reply!.reference)))).length).toBe(1);
    if (s.kind === 'withdraw') {
      const w = s.reply!.withdrawal as { id: number; reference: string };
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
      expect(row?.reference).toBe(w.reference);
      expect((await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, w.reference))).length).toBe(1);
    }
    if (s.kind === 'registration') expect((await db.select().from(users).where(eq(users.id, s.member)))[0].memberStatus).toBe(true);
  }
}
