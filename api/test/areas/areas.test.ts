// Every API area is one named Fastify plugin (modules/area.ts): the list registers each once, in an order that
// satisfies the dependencies it declares (fastify also checks them as the app is built); the jobs the areas declare are the scheduler's; and the development routes
// run the areas' own development hooks.
import { AREAS } from '../../src/modules';
import { createTestApp, type TestApp } from '../helpers/testApp';

const PLUGIN_META = Symbol.for('plugin-meta');
const SKIP_OVERRIDE = Symbol.for('skip-override');

describe('the areas', () => {
  it('each declares a unique name, and its plugin carries that name and its dependencies', () => {
    const names = AREAS.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    for (const area of AREAS) {
      const plugin = area.plugin as unknown as Record<symbol, unknown>;
      expect(plugin[PLUGIN_META]).toMatchObject({ name: area.name, dependencies: [...area.dependencies] });
      // no scope of its own: each group of routes in it has its scope
      expect(plugin[SKIP_OVERRIDE]).toBe(true);
    }
  });

  it('lists every area before the areas that depend on it', () => {
    const seen = new Set<string>();
    for (const area of AREAS) {
      for (const dependency of area.dependencies) expect([area.name, dependency, seen.has(dependency)]).toEqual([area.name, dependency, true]);
      seen.add(area.name);
    }
  });

  it('holds the areas whose development hooks dev/ calls', () => {
    const withHooks = AREAS.filter((area) => Object.keys(area.dev).length).map((area) => area.name);
    expect(withHooks.sort()).toEqual(['investments', 'loans', 'savings']);
  });
});

describe('an app of the areas', () => {
  let t: TestApp;
  // the first app of a worker compiles every area: slow on a busy machine
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it("schedules the jobs the areas declare beside the platform's", () => {
    expect(t.app.deps.jobs.jobNames).toEqual(
      expect.arrayContaining([
        'password-attempts.cleanup',
        'wallet.card-charges',
        'alerts.dispatch',
        'withdrawals.reconcile',
        'ledger.check',
        'savings.autosave',
        'loans.fee_holds',
        'loans.auto_repay',
        'loans.reminders',
        'investments.payouts',
        'notices.send',
      ]),
    );
  });

  it('runs the areas’ development hooks through the dev routes', async () => {
    const post = (url: string) => t.app.inject({ method: 'POST', url, payload: {} });
    const autosave = await post('/api/dev/autosave/run');
    expect([autosave.statusCode, autosave.json()]).toEqual([200, { success: true, charged: 0, failed: 0 }]);
    const reminders = await post('/api/dev/loans/reminders/run');
    expect([reminders.statusCode, reminders.json().success]).toEqual([200, true]);
    const autoRepay = await post('/api/dev/loans/auto_repay/run');
    expect([autoRepay.statusCode, autoRepay.json().success]).toEqual([200, true]);
    const payouts = await post('/api/dev/investments/payouts/run');
    expect([payouts.statusCode, payouts.json()]).toEqual([200, { success: true, investments: 0, paid: 0 }]);
    const mature = await post('/api/dev/investments/999999/mature');
    expect([mature.statusCode, mature.json().message]).toEqual([404, 'Investment not found']);
  });
});
