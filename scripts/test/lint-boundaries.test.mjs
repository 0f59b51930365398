// Each boundary rule of eslint.config.mjs fails on a deliberately bad import and passes the good one beside it: the
// root configuration, drawn over the small tree in fixtures/lint/ (laid out like the repository), through ESLint's
// Node API.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { lintConfig } from '../../eslint.config.mjs';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'lint');
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle']);

/** fixture file → the boundary rules it breaks */
let broken;
before(async () => {
  const eslint = new ESLint({ cwd: FIXTURES, overrideConfigFile: true, overrideConfig: lintConfig(FIXTURES) });
  const results = await eslint.lintFiles(['.']);
  broken = new Map(
    results.map((result) => [
      path.relative(FIXTURES, result.filePath),
      result.messages.filter((m) => BOUNDARY_RULES.has(m.ruleId)).map((m) => m.ruleId),
    ]),
  );
});

function assertBreaks(file, rule) {
  assert.ok(broken.has(file), `${file} was not linted`);
  assert.deepEqual(broken.get(file), [rule], `${file} should break ${rule} once`);
}

function assertKeeps(file) {
  assert.ok(broken.has(file), `${file} was not linted`);
  assert.deepEqual(broken.get(file), [], `${file} should break no boundary`);
}

test('a remote imports neither another remote nor the shell, only its own code', () => {
  assertBreaks('mfe-one/src/importsRemote.ts', 'import-x/no-restricted-paths');
  assertBreaks('mfe-one/src/importsShell.ts', 'import-x/no-restricted-paths');
  assertKeeps('mfe-one/src/importsItself.ts');
});

test("the shell imports no remote's code, only its own", () => {
  assertBreaks('shell/src/importsRemote.ts', 'import-x/no-restricted-paths');
  assertKeeps('shell/src/importsItself.ts');
});

test("an API area imports another area through that area's index.ts, never its internals", () => {
  assertBreaks('api/src/modules/orders/aroundIndex.ts', 'import-x/no-restricted-paths');
  assertKeeps('api/src/modules/orders/throughIndex.ts');
});

test('a runtime import cycle fails; a cycle closed by a type-only import or a lazy import() does not', () => {
  assertBreaks('shared/src/cycles/ping.ts', 'import-x/no-cycle');
  assertBreaks('shared/src/cycles/pong.ts', 'import-x/no-cycle');
  assertKeeps('shared/src/cycles/shape.ts');
  assertKeeps('shared/src/cycles/square.ts');
  assertKeeps('shared/src/cycles/lazy.ts');
  assertKeeps('shared/src/cycles/lazyPart.ts');
});
