// React Router reaches the shell and the remotes only through @coop/shared (src/core/navigation/router.ts): it is
// not in the Module Federation shared map, so a direct import would bundle a second router whose context the
// shell's <BrowserRouter> does not fill (and add ~30 KB gzip to that build).
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file without types: required, its shape named here
const { sharedDeps } = require('../../mf/shared-deps.cjs') as { sharedDeps: (dir: string) => Record<string, unknown> };

const ROOT = path.resolve(__dirname, '..', '..', '..');
const FACADE = path.join(ROOT, 'shared', 'src', 'core', 'navigation', 'router.ts');
const SOURCE_DIRS = fs
  .readdirSync(ROOT)
  .filter((d) => d === 'shell' || d === 'shared' || d.startsWith('mfe-'))
  .map((d) => path.join(ROOT, d, 'src'))
  .filter((d) => fs.existsSync(d));

/**
 * Production sources: tests and test helpers (src/testing) run in jest, where there is no federation; the prerender
 * (shared/src/prerender, a package's src/prerender.tsx) runs in Node, in a bundle of its own with one router.
 */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'prerender' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Modules of the react-router family a file loads at run time (`import type` is erased, so allowed). */
function routerImports(source: string): string[] {
  const found = source.matchAll(/(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](react-router(?:-dom)?(?:\/[^'"]*)?)['"]|import\(\s*['"](react-router(?:-dom)?(?:\/[^'"]*)?)['"]/g);
  return [...found].filter(([, typeOnly]) => !typeOnly).map(([, , specifier, dynamic]) => specifier ?? dynamic);
}

it('imports React Router only through @coop/shared', () => {
  const direct = SOURCE_DIRS.flatMap(sourceFiles)
    .filter((file) => file !== FACADE)
    .flatMap((file) => routerImports(fs.readFileSync(file, 'utf8')).map((m) => `${path.relative(ROOT, file)} imports ${m}`));
  expect(direct).toEqual([]);
});

it('recognises the imports it forbids', () => {
  expect(SOURCE_DIRS.map((d) => path.basename(path.dirname(d)))).toEqual(expect.arrayContaining(['shell', 'shared']));
  const source = [
    "import { Link } from 'react-router-dom';",
    "import type { To } from 'react-router';",
    "import { RouterProvider } from 'react-router/dom';",
    "export { useParams } from 'react-router';",
    "import 'react-router';",
    "const lazy = import('react-router-dom');",
  ].join('\n');
  expect(routerImports(source)).toEqual(['react-router-dom', 'react-router/dom', 'react-router', 'react-router', 'react-router-dom']);
  expect(routerImports(fs.readFileSync(FACADE, 'utf8'))).toContain('react-router');
});

it('keeps react-router out of the shared map (it travels inside @coop/shared)', () => {
  const shared = sharedDeps(path.join(ROOT, 'shell'));
  expect(Object.keys(shared).filter((key) => key.startsWith('react-router'))).toEqual([]);
  expect(shared).toHaveProperty(['@coop/shared/core']);
  expect(shared).not.toHaveProperty(['@coop/shared']);
});
