import type { LazyExoticComponent } from 'react';
import { join } from 'node:path';
import { containerName } from '@coop/shared/testing';
import feature from '../src/exposes/feature';
import pages from '../src/exposes/pages';
import admin from '../src/exposes/admin';

const isLazy = (component: unknown) => (component as LazyExoticComponent<never>).$$typeof === Symbol.for('react.lazy');

describe('the remote contract', () => {
  it('exposes one feature with its key, reducer and saga', () => {
    expect(feature.key).toBe('mfe_commerce');
    expect(typeof feature.saga).toBe('function');
    expect(feature.reducer(undefined, { type: '@@init' })).toEqual({ calls: { byId: {}, version: 0 } });
  });

  it('exposes every page the shell routes to the commerce remote, each loaded lazily', () => {
    expect(Object.keys(pages).sort()).toEqual(['Cart', 'Finance', 'Investments', 'Market', 'MyProducts', 'ProductDetails', 'ProductFinancing', 'Products', 'RequestedProduct']);
    for (const page of Object.values(pages)) expect(isLazy(page)).toBe(true);
  });

  it('exposes its four admin panels lazily', () => {
    expect(admin.panels.map((p) => p.title)).toEqual(['Catalogue', 'Product orders', 'Product requests', 'Investments']);
    for (const panel of admin.panels) expect(isLazy(panel.component)).toBe(true);
  });

  it('contributes the console’s Shop and Investments sections, loaded lazily, with their detail pages beneath', () => {
    expect(admin.sections?.map((s) => [s.path, s.title, s.routes])).toEqual([
      ['shop', 'Shop', [{ path: 'orders/:id', crumb: 'Order :id' }]],
      ['investments', 'Investments', [{ path: ':id', crumb: 'Investment :id' }]],
    ]);
    for (const section of admin.sections ?? []) expect(isLazy(section.component)).toBe(true);
  });

  it('keys the feature by the container name in webpack.config.js', () => {
    expect(feature.key).toBe(containerName(join(__dirname, '..')));
  });
});
