// Paystack's published OpenAPI description (./paystack-openapi/paystack.yaml) as a check on every request the fake
// receives: the operation exists (path and method), the Bearer key is there, the JSON body has the required fields
// with their types (an amount is an integer), declared query parameters have theirs, plus the rules Paystack states
// only in prose (DOCUMENTED_RULES). A request that breaks any of them is a violation: the fake answers 400, as
// Paystack would, and records it for the tests to assert there were none.
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import YAML from 'yaml';

export interface ContractViolation {
  method: string;
  path: string;
  message: string;
}

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  body?: ValidateFunction;
  query: Array<{ name: string; required: boolean; validate: ValidateFunction }>;
}

type OpenApiDocument = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> }; parameters?: Array<Record<string, unknown>> }>>;
};

export const DESCRIPTION_FILE = path.join(__dirname, 'paystack-openapi', 'paystack.yaml');

/** rules Paystack's description states in words (or with a keyword JSON Schema ignores for strings), as JSON Schema */
export const DOCUMENTED_RULES: Record<string, { because: string; schema: Record<string, unknown> }> = {
  'POST /transfer': {
    because: 'TransferBase.reference: "a lowercase alphanumeric string with only -,_ symbols allowed", minimum 16',
    schema: { properties: { reference: { type: 'string', pattern: '^[a-z0-9_-]{16,}$' } } },
  },
  'POST /transaction/initialize': {
    because: 'TransactionInitialize.reference: "Only -, ., = and alphanumeric characters allowed"',
    schema: { properties: { reference: { type: 'string', pattern: '^[A-Za-z0-9.=-]+$' } } },
  },
  'POST /transaction/charge_authorization': {
    because: 'TransactionChargeAuthorization.reference: "Only -, ., = and alphanumeric characters allowed"',
    schema: { properties: { reference: { type: 'string', pattern: '^[A-Za-z0-9.=-]+$' } } },
  },
};

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

export class PaystackContract {
  private readonly operations: Operation[] = [];

  constructor(file = DESCRIPTION_FILE) {
    const document = YAML.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
    // bodies as sent (no coercion: "150000" is not an integer); query strings coerced, as a server reads them
    const bodies = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const queries = new Ajv({ strict: false, allErrors: true, validateFormats: false, coerceTypes: true });
    bodies.addSchema(document, 'paystack');
    queries.addSchema(document, 'paystack');
    for (const [template, item] of Object.entries(document.paths)) {
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const key = `${method.toUpperCase()} ${template}`;
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        const rule = DOCUMENTED_RULES[key]?.schema;
        const body = schema ? bodies.compile(rule ? { allOf: [rebase(schema), rule] } : rebase(schema)) : undefined;
        const query = (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: String(p.name), required: p.required === true, validate: queries.compile(rebase(p.schema ?? {})) }));
        this.operations.push({ method: method.toUpperCase(), template, pattern, body, query });
      }
    }
  }

  /** null when the request is one Paystack accepts as far as its description says; otherwise what is wrong */
  check(request: { method: string; path: string; query: Record<string, string>; headers: Record<string, unknown>; body: unknown }): ContractViolation | null {
    const fail = (message: string): ContractViolation => ({ method: request.method, path: request.path, message });
    const candidates = this.operations.filter((o) => o.pattern.test(request.path));
    // a literal path wins over a template (/transfer/verify/x is not /transfer/{code})
    const operation = candidates.find((o) => o.method === request.method && !o.template.includes('{')) ?? candidates.find((o) => o.method === request.method);
    if (!operation) return fail(candidates.length ? `${request.method} is not an operation of ${request.path}` : `${request.path} is not in Paystack's description`);
    const authorization = request.headers.authorization;
    if (typeof authorization !== 'string' || !/^Bearer \S+$/.test(authorization)) return fail('no Bearer secret key (security: bearerAuth)');
    for (const parameter of operation.query) {
      const value = request.query[parameter.name];
      if (value === undefined) {
        if (parameter.required) return fail(`query parameter ${parameter.name} is required`);
        continue;
      }
      if (!parameter.validate(value)) return fail(`query parameter ${parameter.name}: ${describe(parameter.validate)}`);
    }
    if (operation.body) {
      const type = String(request.headers['content-type'] ?? '');
      if (!type.startsWith('application/json')) return fail(`the body must be application/json (got ${type || 'none'})`);
      if (!operation.body(request.body ?? {})) return fail(`body: ${describe(operation.body)}`);
    }
    return null;
  }
}

/** a schema from inside the document, with its local $refs pointed at the document added as 'paystack' */
function rebase(schema: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"paystack#/')) as Record<string, unknown>;
}

function describe(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');
}

let shared: PaystackContract | undefined;
/** one compiled copy per process: every fake checks against the same description */
export function paystackContract(): PaystackContract {
  return (shared ??= new PaystackContract());
}
