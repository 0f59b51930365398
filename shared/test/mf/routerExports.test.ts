// The react-router copy the host provides is tree-shaken to ROUTER_EXPORTS (shared/mf/shared-deps.cjs):
// an export the suite imports but the list lacks would be undefined at run time in production only.
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROUTER_EXPORTS, sharedDeps } = require('../../mf/shared-deps.cjs') as {
  ROUTER_EXPORTS: string[];
  sharedDeps: (dir: string) => Record<string, { treeShaking?: { mode: string; usedExports: string[] } }>;
};

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SOURCE_DIRS = fs
  .readdirSync(ROOT)
  .filter((d) => d === 'shell' || d === 'shared' || d.startsWith('mfe-'))
  .map((d) => path.join(ROOT, d, 'src'))
  .filter((d) => fs.existsSync(d));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value imports (not `import type`, not `type X`) from react-router / react-router-dom in one file. */
function routerImports(source: string): string[] {
  const statements = source.matchAll(/(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router(?:-dom)?['"]/g);
  return [...statements]
    .filter(([, typeOnly]) => !typeOnly)
    .flatMap(([, , names]) => names.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0].trim());
}

it('lists every react-router export the suite imports', () => {
  const missing = SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) =>
    routerImports(fs.readFileSync(file, 'utf8'))
      .filter((name) => !ROUTER_EXPORTS.includes(name))
      .map((name) => `${name} (${path.relative(ROOT, file)})`),
  );
  expect(missing).toEqual([]);
});

it('sees the router imports it checks', () => {
  expect(SOURCE_DIRS.map((d) => path.basename(path.dirname(d)))).toEqual(expect.arrayContaining(['shell', 'shared']));
  expect(routerImports("import { Link, type To } from 'react-router-dom';\nimport type { RouteObject } from 'react-router';")).toEqual(['Link']);
});

it('tree-shakes react-router and react-router-dom to the same list in every build', () => {
  const shared = sharedDeps(path.join(ROOT, 'shell'));
  for (const key of ['react-router', 'react-router-dom']) {
    expect(shared[key].treeShaking).toEqual({ mode: 'runtime-infer', usedExports: ROUTER_EXPORTS });
  }
});
