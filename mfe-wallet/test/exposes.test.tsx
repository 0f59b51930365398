import type { LazyExoticComponent } from 'react';
import { join } from 'node:path';
import { containerName } from '@coop/shared/testing';
import feature from '../src/exposes/feature';
import pages from '../src/exposes/pages';
import admin from '../src/exposes/admin';

const isLazy = (component: unknown) => (component as LazyExoticComponent<never>).$$typeof === Symbol.for('react.lazy');

describe('the remote contract', () => {
  it('exposes one feature with its key, reducer and saga: the calls state only (reads live in the screens)', () => {
    expect(feature.key).toBe('mfe_wallet');
    expect(typeof feature.saga).toBe('function');
    const state = feature.reducer(undefined, { type: '@@init' });
    expect(Object.keys(state)).toEqual(['calls']);
    expect(state.calls).toEqual({ byId: {}, version: 0 });
  });

  it('exposes exactly the four pages the shell routes to, each loaded lazily', () => {
    expect(Object.keys(pages).sort()).toEqual(['AccountStatement', 'Settings', 'Transactions', 'Wallet']);
    for (const page of Object.values(pages)) expect(isLazy(page)).toBe(true);
  });

  it('exposes the admin panels for an older shell, each with an id, a title and a lazy component (no fee settings: the shell has them)', () => {
    expect(admin.panels.map((p) => p.id)).toEqual(['ledger-check', 'withdrawals', 'society-balances', 'held-bank-accounts', 'locked-withdrawals', 'manual-adjustment']);
    expect(admin.panels.map((p) => p.title)).toEqual(['Ledger check', 'Withdrawals', 'Society balances', 'Held bank accounts', 'Locked withdrawals', 'Manual adjustment']);
    for (const panel of admin.panels) expect(isLazy(panel.component)).toBe(true);
  });

  it('exposes the console’s Money section at /dashboard/money, with a withdrawal’s page beneath, loaded lazily', () => {
    expect(admin.sections).toHaveLength(1);
    const [section] = admin.sections!;
    expect(section).toMatchObject({ path: 'money', title: 'Money' });
    // a withdrawal's page beneath it: the shell's breadcrumb reads "Dashboard / Money / Withdrawal 42"
    expect(section.routes).toEqual([{ path: 'withdrawals/:id', crumb: 'Withdrawal :id' }]);
    expect(section.roles).toBeUndefined();
    expect(isLazy(section.component)).toBe(true);
  });

  it('keys the feature by the container name in webpack.config.js', () => {
    expect(feature.key).toBe(containerName(join(__dirname, '..')));
  });

});
