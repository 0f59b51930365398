// The fault runs, one table row each. Every run is the same load (members moving money from the wallet into regular
// savings: a balanced ledger transfer, no external rail) with one fault injected part-way through it; afterwards the
// database is checked (verify.mjs). Each scenario answers what it saw besides the counts (`notes`).
import crypto from 'node:crypto';
import { send } from './load.mjs';
import { waitForDatabase } from './database.mjs';
import { paystackScenario } from './paystack.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** deploy/nginx's `fail_timeout` for each API server */
const NGINX_FAIL_TIMEOUT_MS = 10_000;

/** a wallet → regular savings move of ₦10–₦60 for the lane's member */
export const savingsMove = (cast) => (i, lane) => {
  const member = cast.members[lane % cast.members.length];
  const amount = `${10 + (i % 50)}.${String(i % 100).padStart(2, '0')}`;
  return { member: member.id, token: member.token, path: '/api/savingsFunds', body: { payment_method: 'Wallet', amount }, amount };
};

/** waits until `url` answers 200 on readiness (or the plain health answer before readiness exists) */
async function ready(apiUrl, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const path of ['/api/health/ready', '/api/health']) {
      const reply = await send(apiUrl, { method: 'GET', path, timeoutMs: 2_000 });
      if (reply.status === 200) return;
      if (reply.status !== 404) break;
    }
    await sleep(200);
  }
  throw new Error(`${apiUrl} was not ready within ${timeoutMs} ms`);
}

export const SCENARIOS = [
  {
    name: 'baseline (no fault)',
    async during() {},
  },
  {
    name: 'one API instance SIGKILLed mid-load',
    async during({ topology, notes }) {
      await sleep(8_000);
      const victim = topology.apis[0];
      victim.kill('SIGKILL');
      notes.push(`SIGKILL ${victim.name ?? victim.url} at 8 s`);
      await sleep(10_000);
      const back = Date.now();
      await victim.start();
      notes.push(`restarted (as systemd would) in ${Date.now() - back} ms`);
    },
  },
  {
    name: 'PostgreSQL restarted mid-load',
    async during({ topology, notes, probe }) {
      await sleep(8_000);
      const stopped = Date.now();
      // while the server is down (5 s): what a request hears, and how long it takes to hear it
      const answers = [];
      try {
        topology.postgres.stopServer();
        notes.push(`server stopped in ${Date.now() - stopped} ms`);
        while (Date.now() - stopped < 5_000) {
          answers.push(await probe());
          await sleep(500);
        }
      } finally {
        topology.postgres.startServer();
      }
      await waitForDatabase(topology.postgres.url);
      const statuses = [...new Set(answers.map((a) => `${a.status ?? a.error}${a.body?.message ? ` "${a.body.message}"` : ''}`))];
      notes.push(`down ${Date.now() - stopped} ms; while down a POST heard ${statuses.join(' / ')} within ${Math.max(...answers.map((a) => a.ms))} ms at most`);
      // recovery without restarting the API: the next requests go through
      const recovered = Date.now();
      for (;;) {
        const reply = await probe();
        if (reply.status === 200) break;
        if (Date.now() - recovered > 60_000) throw new Error(`the API did not recover within 60 s of the database: ${reply.status} ${JSON.stringify(reply.body)}`);
        await sleep(250);
      }
      notes.push(`first success ${Date.now() - recovered} ms after the server was back, no API restart`);
    },
  },
  // runs its own load (withdrawals) and checks (paystack.mjs)
  paystackScenario,
  {
    name: 'rolling restart of both API instances',
    async during({ topology, notes }) {
      await sleep(5_000);
      for (const api of topology.apis) {
        const started = Date.now();
        await api.stop({ graceMs: 30_000 });
        const drained = Date.now() - started;
        await api.start();
        await ready(api.url);
        notes.push(`${api.name ?? api.url}: drained and exited in ${drained} ms, ready again after ${Date.now() - started} ms`);
        // nginx (open source: passive checks only) counts an instance that refused connections as down for its
        // fail_timeout (deploy/nginx: 10 s) even once it is ready: stopping the other before then leaves no live
        // upstream, and requests get 502 (README's runbook waits for it too)
        await sleep(NGINX_FAIL_TIMEOUT_MS + 1_000);
      }
    },
  },
];

/**
 * One money POST sent once, outside the counted load: what the API says right now (used while the database is down).
 * Its record joins the verification (`probes`): if it completed, its effect must be there once.
 */
export const probeWith = (topology, cast, probes) => {
  const make = savingsMove(cast);
  let n = 0;
  return async () => {
    const intent = { ...make(100_000 + n++, 0), key: crypto.randomUUID() };
    const reply = await send(topology.baseUrl, { path: intent.path, token: intent.token, body: intent.body, key: intent.key, timeoutMs: 30_000 });
    const acknowledged = reply.status !== undefined && reply.status >= 200 && reply.status < 300;
    probes.push({ ...intent, acknowledged, body: reply.body ?? null });
    return reply;
  };
};
