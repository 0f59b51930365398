// The fault runs' cast, made the way production allows (no demo seed there): two administrators with the operator's
// create-admin CLI, members who sign up through nginx and open the verification link mailed over SMTP, sign in, get
// their wallet credited by an adjustment (one administrator proposes, the other approves) and pay the registration
// fee and the ₦5,000 of shares the society asks before other accounts from it. Returns { members: [{ id, email, password,
// token }], admins: [{ email, token }] }.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { ROOT } from '../../lib/workspace.mjs';
import { send } from './load.mjs';
import { sqlRows } from './database.mjs';

const PASSWORD = 'Fault#Load2026';
export const WALLET_CREDIT_NAIRA = '100000.00';
const SHARES_NAIRA = '5000.00';
const VERIFY_SUBJECT = 'Verify your e-mail address';

async function ok(what, reply, expected = [200, 201, 202]) {
  if (!expected.includes(reply.status)) throw new Error(`${what} answered ${reply.status ?? reply.error}: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** the code of the verification link: from the SMTP capture when the topology has one, else the queued mail's row */
async function verificationCode(topology, email) {
  let text;
  if (topology.smtp?.waitFor) text = (await topology.smtp.waitFor(email, VERIFY_SUBJECT, 30_000)).text;
  else {
    for (let tries = 0; tries < 100 && !text; tries++) {
      const [row] = await sqlRows(topology.postgres.url, 'SELECT text_body FROM mail_queue WHERE to_address = $1 AND subject LIKE $2 ORDER BY id DESC LIMIT 1', [email, `%${VERIFY_SUBJECT}%`]);
      text = row?.text_body;
      if (!text) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const match = /\/verify-email\/([^\s"<>)]+)/.exec(text ?? '');
  if (!match) throw new Error(`no verification link for ${email}`);
  return decodeURIComponent(match[1]);
}

async function signIn(baseUrl, email) {
  const body = await ok(`sign-in of ${email}`, await send(baseUrl, { path: '/api/auth/login', body: { email, password: PASSWORD } }));
  const token = body?.user?.token;
  if (typeof token !== 'string') throw new Error(`sign-in of ${email} gave no token: ${JSON.stringify(body)}`);
  return { token };
}

/** the account's id (the sign-in answer does not carry it) */
async function userId(topology, email) {
  const [row] = await sqlRows(topology.postgres.url, 'SELECT id FROM users WHERE email = $1', [email]);
  return Number(row.id);
}

function createAdmin(topology, email) {
  execFileSync(topology.node ?? process.execPath, [path.join(ROOT, 'api', 'dist', 'cli', 'create-admin.js'), '--email', email, '--password', PASSWORD, '--first-name', 'Fault', '--last-name', 'Admin', '--role', 'SA'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, DATABASE_URL: topology.postgres.url },
    stdio: 'pipe',
  });
}

export async function makeCast(topology, { members: count = 12, log = () => {} } = {}) {
  const baseUrl = topology.baseUrl;
  const tag = crypto.randomBytes(3).toString('hex');
  const adminEmails = [`fault-a-${tag}@example.com`, `fault-b-${tag}@example.com`];
  for (const email of adminEmails) createAdmin(topology, email);
  const admins = [];
  for (const email of adminEmails) admins.push({ email, ...(await signIn(baseUrl, email)) });

  const members = [];
  for (let i = 0; i < count; i++) {
    const email = `fault-m${i}-${tag}@example.com`;
    await ok(`sign-up of ${email}`, await send(baseUrl, { path: '/api/auth/signup', body: { first_name: 'Load', last_name: `Member${i}`, middle_name: '', email, phone_no: '08012345678', password: PASSWORD } }));
    const code = await verificationCode(topology, email);
    await ok(`verification of ${email}`, await send(baseUrl, { path: `/api/auth/signupVerifyEmail/${encodeURIComponent(code)}` }));
    members.push({ email, password: PASSWORD, id: await userId(topology, email), ...(await signIn(baseUrl, email)) });
  }
  log(`${members.length} members signed up, verified over ${topology.smtp?.waitFor ? 'SMTP' : 'the mail queue'} and signed in`);

  const [proposer, approver] = admins;
  for (const m of members) {
    const proposed = await ok(
      `adjustment for ${m.email}`,
      await send(baseUrl, { path: '/api/admin/adjustments', token: proposer.token, key: crypto.randomUUID(), body: { user_id: m.id, account: 'wallet', direction: 'credit', amount: WALLET_CREDIT_NAIRA, reason: 'Fault run opening balance' } }),
    );
    await ok(`approval for ${m.email}`, await send(baseUrl, { path: `/api/admin/proposals/${proposed.proposal.id}/approve`, token: approver.token, key: crypto.randomUUID() }));
    await ok(`registration fee of ${m.email}`, await send(baseUrl, { path: '/api/registration_fee_payment', token: m.token, key: crypto.randomUUID(), body: { payment_method: 'Wallet' } }));
    // the society's rule before any other account is funded: a shareholding of at least ₦5,000
    await ok(`shares of ${m.email}`, await send(baseUrl, { path: '/api/addShareHoldingsFunds', token: m.token, key: crypto.randomUUID(), body: { payment_method: 'Wallet', amount: SHARES_NAIRA } }));
  }
  log(`wallets credited ₦${WALLET_CREDIT_NAIRA} each by approved adjustments; registration fees and ₦${SHARES_NAIRA} of shares paid from them`);
  return { members, admins };
}
