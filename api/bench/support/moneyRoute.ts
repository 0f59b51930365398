// A real money route under load: POST /api/savingsFunds (wallet → regular savings) through real HTTP, one member per
// connection, a fresh Idempotency-Key per request: authentication, validation, the membership and shareholding gates,
// the idempotency claim, account lookups, the ledger transfer and the stored reply, as a member's phone would.
import crypto from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { benchConfig } from './benchConfig';
import { cpuMsPerOperation, cpuSnapshot, type CpuSnapshot } from './machineCpu';
import type { DatabaseHandle } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { issueToken } from '../../src/http/auth';
import { MEMBER_ACCOUNT_KIND, SOCIETY_ACCOUNT_KIND, memberAccount, societyAccount, transfer } from '../../src/ledger';
import { getSettings } from '../../src/modules/settings/service';

export interface RouteLoad {
  rps: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  /** busy CPU ms of the whole machine per funding (support/machineCpu.ts); null where it cannot be read */
  cpuMs: number | null;
}

async function fundedMember(handle: DatabaseHandle, i: number, sharesKobo: bigint): Promise<string> {
  const [user] = await handle.db
    .insert(users)
    .values({ email: `route-${i}-${crypto.randomBytes(3).toString('hex')}@example.com`, passwordHash: 'x', firstName: 'Route', lastName: `M${i}`, phoneNo: '08000000000', emailVerifiedAt: new Date(), memberStatus: true, memberSince: new Date() })
    .returning({ id: users.id });
  const clearing = await societyAccount(handle.db, SOCIETY_ACCOUNT_KIND.providerClearing);
  for (const [purpose, kobo] of [[MEMBER_ACCOUNT_KIND.wallet, 1_000_000_000n], [MEMBER_ACCOUNT_KIND.shares, sharesKobo]] as const) {
    const to = await memberAccount(handle.db, user.id, purpose);
    await transfer(handle.db, { reference: `route-seed-${user.id}-${purpose}`, kind: 'wallet_funding', userId: user.id, description: 'seed', postings: [{ accountId: clearing, amount: -kobo }, { accountId: to, amount: kobo }] });
  }
  return (await issueToken(handle.db, user.id, { now: new Date(), ttlMinutes: 600 })).token;
}

export interface MoneyRouteFigures {
  /** the route run in the process (fastify's inject: the whole route without sockets), like the ledger figures */
  inProcess: RouteLoad;
  /** the same over real HTTP with the load generator in a worker thread on the same 2 cores */
  http: RouteLoad;
}

export interface MoneyRouteBench {
  /** one round: in process, then over HTTP, `seconds` each (after a second of warm-up) */
  run(seconds: number): Promise<MoneyRouteFigures>;
  close(): Promise<void>;
}

/** wallet → regular savings funding with `connections` members at once: the app, its members and their tokens, set up once for every round */
export async function savingsFundingBench(handle: DatabaseHandle, options: { connections: number }): Promise<MoneyRouteBench> {
  const config = benchConfig();
  const sharesKobo = (await getSettings(handle.db)).minimumShareholdingKobo;
  const tokens: string[] = [];
  for (let i = 0; i < options.connections; i++) tokens.push(await fundedMember(handle, i, sharesKobo > 0n ? sharesKobo : 1n));
  const app = await buildApp({ config, database: handle, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/savingsFunds`;
  const body = { amount: '1', date_time: '', payment_method: 'Wallet', save_card: false, paystack_id: '', card_id: '' };
  const probe = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json', 'idempotency-key': 'bench-probe-1' }, body: JSON.stringify(body) });
  if (probe.status !== 200) {
    await app.close();
    throw new Error(`savingsFunds answered ${probe.status}: ${await probe.text()}`);
  }
  return {
    async run(seconds) {
      const inProcess = await injectLoad(app, { seconds, tokens, body });
      const http = await httpLoad({ url, body, tokens, connections: options.connections, seconds });
      return { inProcess, http };
    },
    close: () => app.close(),
  };
}

/** the load generator in a worker thread; the machine's CPU is read here from its first measured request to its last */
function httpLoad(options: { url: string; body: unknown; tokens: string[]; connections: number; seconds: number }): Promise<RouteLoad> {
  return new Promise<RouteLoad>((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'httpLoad.mjs'), {
      workerData: { url: options.url, method: 'POST', body: options.body, headerSets: options.tokens.map((token) => ({ authorization: `Bearer ${token}` })), uniqueHeader: 'idempotency-key', connections: options.connections, seconds: options.seconds, announceMeasuring: true },
    });
    let measuringFrom: CpuSnapshot | null = null;
    worker.on('message', (message: { measuring?: true } & Omit<RouteLoad, 'cpuMs'>) => {
      if (message.measuring) measuringFrom = cpuSnapshot();
      else resolve({ ...message, cpuMs: cpuMsPerOperation(measuringFrom, message.requests + message.errors) });
    });
    worker.once('error', reject);
  });
}

async function injectLoad(app: FastifyInstance, options: { seconds: number; tokens: string[]; body: unknown }): Promise<RouteLoad> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  // serialised once, as the HTTP load generator does: the load's own work is not the route's
  const payload = JSON.stringify(options.body);
  const run = async (until: number, record: boolean) =>
    Promise.all(
      options.tokens.map(async (token) => {
        while (Date.now() < until) {
          const started = process.hrtime.bigint();
          const res = await app.inject({ method: 'POST', url: '/api/savingsFunds', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `inject-${(sent += 1)}-${started}` }, payload });
          if (!record) continue;
          if (res.statusCode === 200) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          else errors += 1;
        }
      }),
    );
  await run(Date.now() + 1000, false);
  const cpu = cpuSnapshot();
  const started = Date.now();
  await run(started + options.seconds * 1000, true);
  const elapsed = (Date.now() - started) / 1000;
  const cpuMs = cpuMsPerOperation(cpu, latencies.length + errors);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { rps: latencies.length / elapsed, requests: latencies.length, errors, p50: at(0.5), p99: at(0.99), cpuMs };
}
