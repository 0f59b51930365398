// The OpenAPI document as a society's own tools read it (a mobile app, its accounting): Redocly's `recommended`
// rules (with api/redocly.yaml) find nothing, and a client generator finds what it needs: every $ref resolves,
// every operation has an operationId (unique) and a success reply with a schema (a file's media type when it is one),
// and the document's open operations are exactly the routes that answer without a session.
import fs from 'node:fs';
import path from 'node:path';
import type * as Redocly from '@redocly/openapi-core' with { 'resolution-mode': 'import' };
import { createTestApp, type TestApp } from '../helpers/testApp';
import { OPEN_ROUTES } from './registeredRoutes';

// ESM only: loaded through Jest's require, which rewrites it to CommonJS on Node 20 (test/esmToCjs.cjs)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createConfig, lintFromString } = require('@redocly/openapi-core') as typeof Redocly;

const REDOCLY_CONFIG = path.join(__dirname, '../../redocly.yaml');

interface Operation {
  operationId?: string;
  summary: string;
  security?: unknown[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;
let source: string;
beforeAll(async () => {
  // the document as a society publishes it: where its members reach the API (a localhost server is a lint warning)
  t = await createTestApp({ API_PUBLIC_URL: 'https://members.finnacrest.coop' });
  const reply = await t.app.inject({ url: '/api/docs/json' });
  source = reply.body;
  doc = reply.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([docPath, methods]) => Object.entries(methods).map(([method, operation]) => ({ docPath, method, operation })));

const described = (problem: Redocly.NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} at ${problem.location.map((location) => location.pointer).join(', ')}: ${problem.message}`;

/** `#/components/responses/NotFound` → the object it names, or undefined */
function resolvePointer(pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);
}

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

describe('OpenAPI document for other clients', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig(fs.readFileSync(REDOCLY_CONFIG, 'utf8'), { configPath: REDOCLY_CONFIG });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    expect(problems.map(described)).toEqual([]);
  });

  it('resolves every $ref inside the document', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !ref.startsWith('#/') || resolvePointer(ref) === undefined)).toEqual([]);
  });

  it('gives every operation a unique operationId and a success reply with a schema', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => typeof id !== 'string' || !/^[A-Za-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const withoutSchema = operations()
      .filter(({ operation }) => {
        const successes = Object.entries(operation.responses).filter(([status]) => /^2/.test(status));
        const reply = (response: Operation['responses'][string]) => (response.$ref ? (resolvePointer(response.$ref) as typeof response) : response);
        return !successes.some(([, response]) => Object.values(reply(response)?.content ?? {}).some((media) => media.schema !== undefined));
      })
      .map(({ docPath, method }) => `${method.toUpperCase()} ${docPath}`);
    expect(withoutSchema).toEqual([]);
  });

  it('names the media type of every file a GET answers (a summary saying CSV, PDF or WebP: the route gives `produces`)', () => {
    const files = operations().filter(({ method, operation }) => method === 'get' && /\b(CSV|PDF|WebP)\b/i.test(operation.summary));
    expect(files.length).toBeGreaterThan(10);
    for (const { docPath, operation } of files) {
      const mediaTypes = Object.keys(operation.responses['200']?.content ?? {});
      expect({ docPath, file: mediaTypes.some((type) => type !== 'application/json') }).toEqual({ docPath, file: true });
    }
  });

  it('declares the error model on each refusal and a session on exactly the routes that need one', () => {
    for (const { docPath, method, operation } of operations()) {
      const route = `${method.toUpperCase()} ${docPath.replace(/\{([^}]+)\}/g, ':$1')}`;
      expect({ route, open: operation.security?.length === 0 }).toEqual({ route, open: OPEN_ROUTES.has(route) });
      expect({ route, refusals: Object.keys(operation.responses).some((status) => /^4/.test(status)) }).toEqual({ route, refusals: true });
      if (!OPEN_ROUTES.has(route)) expect({ route, unauthorized: operation.responses['401']?.$ref }).toEqual({ route, unauthorized: '#/components/responses/Unauthorized' });
    }
  });
});
