import type { LazyExoticComponent } from 'react';
import { join } from 'node:path';
import { containerName } from '@coop/shared/testing';
import feature from '../src/exposes/feature';
import pages from '../src/exposes/pages';
import admin from '../src/exposes/admin';

const isLazy = (component: unknown) => (component as LazyExoticComponent<never>).$$typeof === Symbol.for('react.lazy');

describe('the remote contract', () => {
  it('exposes one feature with its key, reducer and saga (the open tab of /loan lives in its URL, not the store)', () => {
    expect(feature.key).toBe('mfe_loans');
    expect(typeof feature.saga).toBe('function');
    expect(Object.keys(feature.reducer(undefined, { type: '@@init' }))).toEqual(['calls']);
  });

  it('exposes every page the shell routes to the loans remote, each loaded lazily', () => {
    expect(Object.keys(pages).sort()).toEqual(['BusinessFinance', 'Loan', 'LoanGroup', 'Loans']);
    for (const page of Object.values(pages)) expect(isLazy(page)).toBe(true);
  });

  it('exposes its admin panels lazily', () => {
    for (const panel of admin.panels) expect(isLazy(panel.component)).toBe(true);
  });

  it('contributes the console’s Loans section, loaded lazily, with a loan’s own page beneath', () => {
    expect(admin.sections?.map((s) => [s.path, s.title])).toEqual([['loans', 'Loans']]);
    expect(admin.sections?.[0].routes).toEqual([{ path: ':id', crumb: 'Loan :id' }]);
    for (const section of admin.sections ?? []) expect(isLazy(section.component)).toBe(true);
  });

  it('keys the feature by the container name in webpack.config.js', () => {
    expect(feature.key).toBe(containerName(join(__dirname, '..')));
  });
});
