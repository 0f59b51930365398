// The payment provider's bad day, under load (issue 28): withdrawals to the bank while the Paystack fake (its own
// process, driven through its /__control/ paths) answers a transfer slower than the adapter's timeout, rate-limits
// transfers with 429 + x-ratelimit-reset, and loses transfer webhooks. Every acknowledged withdrawal must be
// reserved at once (its ledger transfer there, once), and end confirmed or reversed, never lost or paid twice:
// the webhooks that arrive settle theirs, the withdrawals.reconcile job asks Paystack about the rest. The row's
// notes say how long the last one took to settle after the load (README "Faults": the bound).
import crypto from 'node:crypto';
import { sendIntent, send, summarise } from './load.mjs';
import { sqlRows } from './database.mjs';
import { ledgerCheck } from './verify.mjs';

const MEMBERS = 6;
const WITHDRAWALS_EACH = 3;
const PIN_SUBJECT = /withdrawal PIN/;
/** FIRST_CHECK_MS (60 s) + the reconcile job's period (60 s) + slack for a busy machine */
const SETTLE_LIMIT_MS = 4 * 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** a new account number at `bankCode` with a right NUBAN check digit (the API refuses any other) */
function randomNuban(bankCode) {
  const serial = String(crypto.randomInt(0, 1e9)).padStart(9, '0');
  const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  const sum = [...`000${bankCode}${serial}`].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return `${serial}${(10 - (sum % 10)) % 10}`;
}

/** every required field of the profile's three steps (a withdrawal needs a complete profile) */
const profileOf = (index) => ({
  first_name: 'Load',
  last_name: `Member${index}`,
  phone_no: '08012345678',
  address: '12 Awolowo Road, Ikoyi',
  state_of_origin: 'Lagos',
  local_govt: 'Eti-Osa',
  marital_status: 'single',
  kin_first_name: 'Chinedu',
  kin_last_name: 'Okafor',
  kin_phone_no: '08031234567',
  kin_email: '',
  relationship: 'Brother',
  occupation: 'Trader',
  business_address: '4 Balogun Market, Lagos Island',
  business_type: 'sole',
  business_type_others: '',
  employers_name: '',
  employers_phone_no: '',
});

/** a complete profile and a bank account the fake's /bank/resolve knows in the member's name, through nginx */
async function readyForWithdrawals(topology, member, index) {
  const profile = await send(topology.baseUrl, { path: '/api/profiles/update', token: member.token, body: profileOf(index) });
  if (profile.status !== 200) throw new Error(`profile of ${member.email}: ${profile.status} ${JSON.stringify(profile.body)}`);
  const account = { bank_code: '058', account_no: randomNuban('058') };
  await topology.paystack.control('/__control/accounts', { bank_code: account.bank_code, account_number: account.account_no, account_name: `MEMBER${index} LOAD` });
  const reply = await send(topology.baseUrl, { path: '/api/bank_account/add', token: member.token, body: account });
  if (reply.status !== 200) throw new Error(`bank account of ${member.email}: ${reply.status} ${JSON.stringify(reply.body)}`);
}

/** step 1 (password → PIN mailed over SMTP), then the withdrawal itself as an intent retried with its key */
async function withdraw(topology, member, amount) {
  const before = topology.smtp.mails(member.email).filter((mail) => PIN_SUBJECT.test(mail.subject)).length;
  const asked = await send(topology.baseUrl, { path: '/api/verifyPasswordBeforeWithdrawal', token: member.token, body: { password: member.password, amount } });
  if (asked.status !== 200) return { member: member.id, amount, acknowledged: false, failed: true, retried: 0, latencyMs: asked.ms, longestSendMs: asked.ms, status: asked.status, body: asked.body, statuses: [asked.status] };
  let pin;
  for (let tries = 0; !pin && tries < 300; tries++) {
    const mails = topology.smtp.mails(member.email).filter((mail) => PIN_SUBJECT.test(mail.subject));
    if (mails.length > before) pin = /Your withdrawal PIN is (\d{6})/.exec(mails.at(-1).text)?.[1];
    else await sleep(100);
  }
  if (!pin) throw new Error(`no withdrawal PIN mail for ${member.email}`);
  return sendIntent(topology.baseUrl, { member: member.id, token: member.token, path: '/api/paystackWithdrawalToBank', body: { password: member.password, amount, withdrawal_pin: pin }, amount, key: crypto.randomUUID() });
}

export const paystackScenario = {
  name: 'payment provider slow / 429 / webhooks lost',
  needs: (topology) => Boolean(topology.paystack?.pid),
  why: 'the Paystack fake does not run as its own process yet (api/test/fakes/runFakePaystack.ts)',
  async run(topology, cast, log = () => {}) {
    const members = cast.members.slice(0, MEMBERS);
    for (const m of members) await readyForWithdrawals(topology, m, cast.members.indexOf(m));
    const control = (path, body) => topology.paystack.control(path, body);
    // transfers settle half a second after they are made; the first 6 transfer webhooks are lost on the way
    await control('/__control/settings', { transferSettleMs: 500, dropWebhooks: 6 });
    // one transfer answered after 8 s (the adapter gives up at PAYSTACK_TIMEOUT_MS, 5 s), then two 429s
    await control('/__control/script', { method: 'POST', path: '/transfer', delayMs: 8_000, times: 1 });
    await control('/__control/script', { method: 'POST', path: '/transfer', status: 429, resetSeconds: 2, times: 2, body: { status: false, message: 'Rate limit exceeded' } });

    const started = Date.now();
    const records = (
      await Promise.all(
        members.map(async (m) => {
          const mine = [];
          for (let i = 0; i < WITHDRAWALS_EACH; i++) mine.push(await withdraw(topology, m, `${100 + 50 * i}.00`));
          return mine;
        }),
      )
    ).flat();
    const loadMs = Date.now() - started;
    const counts = summarise(records);
    const acknowledged = records.filter((r) => r.acknowledged);
    const ids = acknowledged.map((r) => Number(r.body?.withdrawal?.id)).filter(Boolean);

    // reserved at once: each acknowledged withdrawal's row and its one ledger transfer are there now
    let lost = acknowledged.length - ids.length;
    let twice = 0;
    const rows = await sqlRows(topology.postgres.url, 'SELECT id, reference, status FROM withdrawals WHERE id = ANY($1)', [ids]);
    lost += ids.length - rows.length;
    const posted = new Map((await sqlRows(topology.postgres.url, 'SELECT reference, count(*)::int AS n FROM ledger_transfers WHERE reference = ANY($1) GROUP BY reference', [rows.map((r) => r.reference)])).map((r) => [r.reference, r.n]));
    for (const row of rows) {
      if (!posted.get(row.reference)) lost += 1;
      if ((posted.get(row.reference) ?? 0) > 1) twice += 1;
    }
    const pendingAfterLoad = rows.filter((r) => r.status === 'reserved' || r.status === 'sent').length;

    // then every one settles: by webhook, or by the reconcile job asking Paystack
    const settling = Date.now();
    let open = rows;
    while (open.length && Date.now() - settling < SETTLE_LIMIT_MS) {
      await sleep(1_000);
      open = await sqlRows(topology.postgres.url, `SELECT id FROM withdrawals WHERE id = ANY($1) AND status IN ('reserved', 'sent')`, [ids]);
    }
    const settleMs = Date.now() - settling;
    const final = await sqlRows(topology.postgres.url, 'SELECT status, count(*)::int AS n FROM withdrawals WHERE id = ANY($1) GROUP BY status', [ids]);
    const state = await fetch(`${topology.paystack.url}/__control/state`).then((res) => res.json());
    const paidAtBank = new Map();
    for (const t of state.transfers ?? []) if (t.status === 'success') paidAtBank.set(t.reference, (paidAtBank.get(t.reference) ?? 0) + 1);
    twice += [...paidAtBank.values()].filter((n) => n > 1).length;
    const dropped = (state.webhooksSent ?? []).filter((w) => w.status === 'dropped').length;
    await control('/__control/clear', {});
    await control('/__control/settings', { dropWebhooks: 0 });

    const check = ledgerCheck(topology.postgres.url, topology.node);
    const notes = [
      `${records.length} withdrawals in ${loadMs} ms; ${pendingAfterLoad} still pending (money reserved) when the load ended`,
      `${dropped} transfer webhooks lost, a transfer answered after 8 s, two 429s`,
      open.length ? `${open.length} NOT settled after ${Math.round(settleMs / 1000)} s` : `all settled ${Math.round(settleMs / 1000)} s after the load (${final.map((f) => `${f.n} ${f.status}`).join(', ')})`,
      `longest request ${counts.max} ms`,
    ];
    const failures = records.filter((r) => r.failed);
    if (failures.length) notes.push(`failed: ${[...new Set(failures.map((r) => `${r.status ?? r.statuses.at(-1)} ${r.body?.message ?? ''}`.trim()))].slice(0, 3).join('; ')}`);
    log(`  payment provider: ${notes.join('; ')}`);
    return {
      name: this.name,
      sent: counts.sent,
      acknowledged: counts.acknowledged,
      retried: counts.retried,
      failed: counts.failed,
      // one still unsettled past the bound counts as lost: its money is held with no end in sight
      lost: lost + open.length,
      appliedTwice: twice,
      ledgerCheck: check.ok ? 'ok' : check.text,
      p50Ms: counts.p50,
      p95Ms: counts.p95,
      maxMs: counts.max,
      settleMs,
      notes: notes.join('; '),
    };
  },
};
