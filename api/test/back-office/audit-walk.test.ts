// Every administrators' write leaves exactly one audit row (issue 24): each non-GET /api/admin/* route the app
// registers is called by an administrator (every path parameter 1, an empty body; whatever the answer) and must
// leave one new row naming that route's action; the few that change nothing say `config.auditSkip` and are listed
// here. A new admin route is covered without a list to update. The trail itself is append-only in the database.
import { sql, gt, max, asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../src/db/schema';
import { RESTRICTED_ADMIN_ROUTES } from '../../src/http/permissions';
import { defaultAuditAction } from '../../src/http/adminWriteAudit';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { addressWith, isAdminRoute, routeCollector, routeKey, type RegisteredRoute } from '../platform/registeredRoutes';

/** non-GET admin routes that change nothing, so write no row (`config.auditSkip`), and why */
const AUDIT_SKIPPED = new Set([
  // the split of a dividend over today's shareholders, nothing posted
  'POST /api/admin/dividends/preview',
]);

/** a route that forgot the admin scope: it must be reported (proves the walk can fail) */
const UNAUDITED_PROBE = 'POST /api/admin/__unaudited_probe';

const { routes, onRoute } = routeCollector();
let t: TestApp;
let sa: TestUser;
beforeAll(async () => {
  t = await createTestApp(
    { PAYMENT_PROVIDER: 'sandbox' },
    {
      onRoute,
      beforeReady: (app: FastifyInstance) => {
        app.post('/api/admin/__unaudited_probe', async () => ({ success: true }));
      },
    },
  );
  // so that the administrators below own record 1 of nothing
  await createUser(t, { memberStatus: true });
  sa = await createUser(t, { role: 'SA', memberStatus: true });
});
afterAll(() => t.close());

const writes = () => routes.filter((r) => isAdminRoute(r) && r.method !== 'GET');
const expectedAction = (r: RegisteredRoute) => (r.config?.auditAction as string | undefined) ?? defaultAuditAction(r.method, r.url);

async function lastAuditId(): Promise<number> {
  const [row] = await t.database.db.select({ id: max(auditLog.id) }).from(auditLog);
  return row.id ?? 0;
}

interface Finding {
  route: string;
  status: number;
  rows: { action: string; outcome: string }[];
}

/** calls each route once as `user` (one after another) and reports those whose new rows are not what they should be */
async function findings(walked: RegisteredRoute[], user: TestUser): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const r of walked) {
    const before = await lastAuditId();
    const res = await t.app.inject({ method: r.method as 'POST', url: addressWith(r.url, '1'), headers: user.headers, payload: {} });
    const rows = await t.database.db.select({ action: auditLog.action, outcome: auditLog.outcome }).from(auditLog).where(gt(auditLog.id, before)).orderBy(asc(auditLog.id));
    const skipped = AUDIT_SKIPPED.has(routeKey(r)) && res.statusCode !== 403;
    const right = skipped ? rows.length === 0 : rows.length === 1 && rows[0].action === expectedAction(r);
    if (!right) found.push({ route: routeKey(r), status: res.statusCode, rows });
  }
  return found;
}

describe('the audit walk', () => {
  it('finds one row with the route’s action after every administrators’ write, whatever the answer', async () => {
    const walked = writes().filter((r) => routeKey(r) !== UNAUDITED_PROBE);
    expect(walked.length).toBeGreaterThan(20);
    expect(await findings(walked, sa)).toEqual([]);
  });

  it('finds one refused row for an ADMIN on each SA-only write', async () => {
    const officer = await createUser(t, { role: 'ADMIN', memberStatus: true });
    const saOnly = writes().filter((r) => RESTRICTED_ADMIN_ROUTES[routeKey(r)] && !RESTRICTED_ADMIN_ROUTES[routeKey(r)].includes('ADMIN'));
    expect(saOnly.length).toBeGreaterThan(0);
    const before = await lastAuditId();
    expect(await findings(saOnly, officer)).toEqual([]);
    const rows = await t.database.db.select({ outcome: auditLog.outcome, actorId: auditLog.actorId }).from(auditLog).where(gt(auditLog.id, before));
    expect(rows).toEqual(saOnly.map(() => ({ outcome: 'refused', actorId: officer.id })));
  });

  it('reports a write that leaves no row', async () => {
    const probe = writes().filter((r) => routeKey(r) === UNAUDITED_PROBE);
    expect(await findings(probe, sa)).toEqual([{ route: UNAUDITED_PROBE, status: 200, rows: [] }]);
  });

  it('lets only the listed routes skip the trail, and each of them exists', () => {
    const skipping = routes.filter((r) => r.config?.auditSkip === true).map(routeKey).sort();
    expect(skipping).toEqual([...AUDIT_SKIPPED].sort());
    for (const key of AUDIT_SKIPPED) expect(writes().map(routeKey)).toContain(key);
  });

  it('writes no row for a member’s attempt or an anonymous one (they are refused before any admin route runs)', async () => {
    const member = await createUser(t, { memberStatus: true });
    const before = await lastAuditId();
    for (const r of writes().slice(0, 5)) {
      await t.app.inject({ method: r.method as 'POST', url: addressWith(r.url, '1'), headers: member.headers, payload: {} });
      await t.app.inject({ method: r.method as 'POST', url: addressWith(r.url, '1'), payload: {} });
    }
    expect(await lastAuditId()).toBe(before);
  });
});

describe('the audit trail in the database', () => {
  it.each([
    ['UPDATE', sql`UPDATE audit_log SET action = 'tampered'`],
    ['DELETE', sql`DELETE FROM audit_log`],
    ['TRUNCATE', sql`TRUNCATE audit_log`],
  ])('refuses %s', async (operation, statement) => {
    const before = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(before.length).toBeGreaterThan(0);
    await expect(t.database.db.execute(statement)).rejects.toThrow();
    await expect(t.database.db.execute(statement)).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringContaining(`audit_log is append-only: ${operation} is not allowed`) }) });
    expect(await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id))).toEqual(before);
  });
});
