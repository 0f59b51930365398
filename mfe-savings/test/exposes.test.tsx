import type { LazyExoticComponent } from 'react';
import { join } from 'node:path';
import { containerName } from '@coop/shared/testing';
import feature from '../src/exposes/feature';
import pages from '../src/exposes/pages';
import admin from '../src/exposes/admin';

const isLazy = (component: unknown) => (component as LazyExoticComponent<never>).$$typeof === Symbol.for('react.lazy');

describe('the remote contract', () => {
  it('exposes one feature with its key, reducer and saga: the remote’s calls, and nothing else in the store', () => {
    expect(feature.key).toBe('mfe_savings');
    expect(typeof feature.saga).toBe('function');
    const state = feature.reducer(undefined, { type: '@@init' });
    expect(state).toEqual({ calls: { byId: {}, version: 0 } });
  });

  it('exposes every page the shell routes to the savings remote, each loaded lazily', () => {
    expect(Object.keys(pages).sort()).toEqual(['Regular', 'SaveToLoan', 'Savings', 'SavingsTabRegular', 'SavingsTabSaveToLoan', 'SavingsTabTarget', 'Shareholdings', 'Target']);
    for (const page of Object.values(pages)) expect(isLazy(page)).toBe(true);
  });

  it('exposes the savings admin panels in order, each loaded lazily', () => {
    expect(admin.panels.map(({ id, title }) => [id, title])).toEqual([
      ['savings-totals', 'Savings totals'],
      ['autosave-runs', 'Autosave runs'],
      ['member-savings', 'Member savings'],
      ['dividends', 'Dividends'],
    ]);
    for (const panel of admin.panels) expect(isLazy(panel.component)).toBe(true);
  });

  it('exposes the console’s Savings section at /dashboard/savings, loaded lazily, with a dividend’s own page', () => {
    expect(admin.sections).toHaveLength(1);
    const [section] = admin.sections!;
    expect(section).toMatchObject({ path: 'savings', title: 'Savings', routes: [{ path: 'dividends/:id', crumb: 'Dividend :id' }] });
    expect(section.roles).toBeUndefined();
    expect(isLazy(section.component)).toBe(true);
  });

  it('keys the feature by the container name in webpack.config.js', () => {
    expect(feature.key).toBe(containerName(join(__dirname, '..')));
  });
});
