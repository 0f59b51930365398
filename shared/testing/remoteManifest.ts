// The one test of a remote's manifest (src/exposes/manifest.ts) against its `./pages`: every declared page exists,
// every page is declared, and the menu only leads to the remote's own routes. A remote's test
// (src/exposes/manifest.test.ts) imports both and calls `describeRemoteManifest(manifest, pages)`.
import type { RemoteManifestSource, RemotePages } from '@coop/shared';

export function describeRemoteManifest(manifest: RemoteManifestSource, pages: RemotePages): void {
  describe(`${manifest.name}'s manifest`, () => {
    it('names only pages of its ./pages, and every one of them', () => {
      expect([...new Set(manifest.routes.map((route) => route.page))].sort()).toEqual(Object.keys(pages).sort());
    });

    it('declares each path once, from the root, with a title', () => {
      const paths = manifest.routes.map((route) => route.path);
      expect(new Set(paths).size).toBe(paths.length);
      for (const route of manifest.routes) {
        expect(route.path).toMatch(/^\/[^/]/);
        expect(route.title.trim()).not.toBe('');
      }
    });

    it('leads its menu items to its own routes', () => {
      const paths = new Set(manifest.routes.map((route) => route.path));
      for (const item of manifest.menu) expect(paths).toContain(item.path);
    });
  });
}
