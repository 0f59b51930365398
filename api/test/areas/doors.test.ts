// Each area has two faces (issue 27): its plugin in <area>/area.ts, which only the list of areas (modules/index.ts)
// and dev/ (the areas' own development hooks) import, and its door, <area>/index.ts, which other areas and the rest of
// the API import. A door loads no routes, so importing an area's services never registers or loads another area's
// routes (ESLint's no-restricted-paths and no-cycle hold the imports; this holds the shape they rely on).
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '../../src');
const MODULES = path.join(SRC, 'modules');
const AREA_NAMES = fs.readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [file] : [];
  });
}

/** the files a source file imports or re-exports by a relative path, resolved without their extension */
function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)].map((m) => path.resolve(path.dirname(file), m[1]));
}

describe("the areas' doors", () => {
  it.each(AREA_NAMES)('%s declares its plugin in area.ts and its index.ts is only its door', (name) => {
    const area = fs.readFileSync(path.join(MODULES, name, 'area.ts'), 'utf8');
    const door = fs.readFileSync(path.join(MODULES, name, 'index.ts'), 'utf8');
    expect(area).toMatch(/= defineArea[<(]/);
    expect(door).not.toMatch(/defineArea/);
    const loadsRoutes = relativeImports(path.join(MODULES, name, 'index.ts')).filter((target) => /(routes|Routes|\/area)$/.test(target));
    expect(loadsRoutes).toEqual([]);
  });

  it("imports an area's area.ts only from the list of areas and dev/", () => {
    const allowed = [path.join(MODULES, 'index.ts'), path.join(MODULES, 'dev')];
    const readers = sourceFiles(SRC)
      .filter((file) => relativeImports(file).some((target) => AREA_NAMES.some((name) => target === path.join(MODULES, name, 'area'))))
      .filter((file) => !allowed.some((ok) => file === ok || file.startsWith(ok + path.sep)))
      .map((file) => path.relative(SRC, file));
    expect(readers).toEqual([]);
  });

  it("reaches another area only through its index.ts, or from a schema to its wire schemas (outside the wire contract's types)", () => {
    const deep = sourceFiles(SRC)
      .filter((file) => !file.startsWith(path.join(SRC, 'contract') + path.sep) && file !== path.join(MODULES, 'index.ts'))
      .flatMap((file) => {
        const own = file.startsWith(MODULES + path.sep) ? path.relative(MODULES, file).split(path.sep)[0] : null;
        return relativeImports(file)
          .filter((target) => target.startsWith(MODULES + path.sep))
          .map((target) => path.relative(MODULES, target).split(path.sep))
          .filter(([area, ...inside]) => area !== own && inside.length > 0 && inside.join('/') !== 'index' && !(own === 'dev' && inside.join('/') === 'area'))
          .filter(([, ...inside]) => !(inside.join('/') === 'schema' && path.basename(file) === 'schema.ts'))
          .map((parts) => `${path.relative(SRC, file)} -> ${parts.join('/')}`);
      });
    expect(deep).toEqual([]);
  });
});
