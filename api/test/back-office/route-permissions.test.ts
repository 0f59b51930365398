// The roles table (src/http/permissions.ts) against every administrators' route the app registers, the way
// ../platform/route-auth.test.ts walks them: an ADMIN is refused for their role on exactly the routes the table keeps
// for the SA, and on no other; an SA on none. A new admin route is covered without a list to update.
import { ADMIN_ROLES, RESTRICTED_ADMIN_ROUTES, SA_ONLY_MESSAGE } from '../../src/http/permissions';
import { forbidden } from '../../src/http/errors';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createUser, type TestUser } from '../helpers/users';
import { addressWith, isAdminRoute, routeCollector, routeKey } from '../platform/registeredRoutes';

const { routes, onRoute } = routeCollector();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: 'sandbox' }, { onRoute });
  // so that no administrator below owns record 1 of anything (a refusal of self-dealing is also a 403)
  await createUser(t, { memberStatus: true });
});
afterAll(() => t.close());

/** the messages of a refusal for the caller's role (src/http/auth.ts requireRole, src/http/permissions.ts) */
const ROLE_REFUSALS = new Set([SA_ONLY_MESSAGE, forbidden().message]);

interface Answer {
  route: string;
  status: number;
  message: string;
}

async function walk(user: TestUser): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const r of routes.filter(isAdminRoute)) {
    const res = await t.app.inject({ method: r.method as 'GET', url: addressWith(r.url, '1'), headers: user.headers, payload: r.method === 'GET' ? undefined : {} });
    let message = '';
    try {
      message = String(res.json().message ?? '');
    } catch {
      // a CSV or other non-JSON reply: not a refusal
    }
    answers.push({ route: routeKey(r), status: res.statusCode, message });
  }
  return answers;
}

const refusedForRole = (a: Answer) => a.status === 403 && ROLE_REFUSALS.has(a.message);

describe('the roles table on every administrators’ route', () => {
  it('names only routes that exist, and only SA or ADMIN', () => {
    const keys = new Set(routes.map(routeKey));
    expect(Object.keys(RESTRICTED_ADMIN_ROUTES).filter((key) => !keys.has(key))).toEqual([]);
    for (const roles of Object.values(RESTRICTED_ADMIN_ROUTES)) for (const role of roles) expect(ADMIN_ROLES).toContain(role);
  });

  it('refuses an ADMIN on exactly the SA-only routes, saying so', async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    const answers = await walk(admin);
    expect(answers.length).toBeGreaterThan(20);
    const saOnly = Object.entries(RESTRICTED_ADMIN_ROUTES)
      .filter(([, roles]) => !roles.includes('ADMIN'))
      .map(([key]) => key)
      .sort();
    expect(saOnly.length).toBeGreaterThan(0);
    expect(answers.filter(refusedForRole).map((a) => a.route).sort()).toEqual(saOnly);
    for (const a of answers.filter((x) => saOnly.includes(x.route))) expect(a.message).toBe(SA_ONLY_MESSAGE);
  });

  it('never refuses an SA for their role', async () => {
    const sa = await createUser(t, { role: 'SA' });
    expect((await walk(sa)).filter(refusedForRole)).toEqual([]);
  });
});
