// Route helpers, framework-light (they take anything shaped like a Fastify request):
//   const { key, requestHash } = idempotencyOf(request);             // 400 when the header is bad
//   const result = await withIdempotency(db, { scope: userScope(user.id), key, requestHash }, handler);
//   return sendIdempotent(reply, result);
import crypto from 'node:crypto';
import type { Config } from '../config';
import { badRequest } from '../http/errors';
import { SECRET_FIELD_SET } from '../http/secretFields';
import type { IdempotentResult } from './withIdempotency';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_MESSAGES = {
  missing: 'The Idempotency-Key header is required for this request',
  invalid: 'The Idempotency-Key header must be 8 to 128 characters: letters, digits, _ . : or -',
} as const;

const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface RequestLike {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  /** the app, for its IDEMPOTENCY_HASH_KEY */
  server: { deps: { config: Pick<Config, 'IDEMPOTENCY_HASH_KEY'> } };
}

export interface ReplyLike {
  status(code: number): unknown;
  header(name: string, value: string): unknown;
}

export const userScope = (userId: number): string => `user:${userId}`;

/** The validated Idempotency-Key header; throws a 400 AppError when it is missing or malformed. */
export function idempotencyKeyOf(request: Pick<RequestLike, 'headers'>): string {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined || value === '') throw badRequest(IDEMPOTENCY_MESSAGES.missing);
  if (typeof value !== 'string' || !KEY_FORMAT.test(value)) throw badRequest(IDEMPOTENCY_MESSAGES.invalid);
  return value;
}

/** JSON with object keys sorted at every depth: the same body always hashes the same. Keys in `omit` are left out, at every depth. */
export function canonicalJson(value: unknown, omit?: ReadonlySet<string>): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') return JSON.stringify(value.toString());
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    let json = '[';
    for (let i = 0; i < value.length; i++) json += `${i === 0 ? '' : ','}${value[i] === undefined ? 'null' : canonicalJson(value[i], omit)}`;
    return `${json}]`;
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  const record = value as Record<string, unknown>;
  let json = '{';
  for (const key of Object.keys(record).sort()) {
    const inner = record[key];
    if (inner === undefined || omit?.has(key)) continue;
    json += `${json === '{' ? '' : ','}${JSON.stringify(key)}:${canonicalJson(inner, omit)}`;
  }
  return `${json}}`;
}

/**
 * HMAC-SHA256 under the server's key over method, path, query (without `token`, which rotates with the
 * session) and the canonical JSON body without its secret fields (password, PIN…): the stored hash can
 * neither be brute-forced for a PIN nor tell two attempts apart by their secrets alone. A Buffer body
 * (raw or multipart) is hashed as bytes.
 */
export function requestHashOf(request: Pick<RequestLike, 'method' | 'url' | 'body'>, hashKey: string): string {
  const [path, search = ''] = request.url.split('?');
  let query = '';
  if (search !== '') {
    const params = new URLSearchParams(search);
    params.delete('token');
    params.sort();
    query = params.toString();
  }
  const head = `${request.method.toUpperCase()} ${path}?${query}\n`;
  const hash = crypto.createHmac('sha256', hashKey);
  if (Buffer.isBuffer(request.body)) hash.update(head).update('bytes:').update(request.body);
  else hash.update(`${head}json:${canonicalJson(request.body ?? null, SECRET_FIELD_SET)}`);
  return hash.digest('hex');
}

export function idempotencyOf(request: RequestLike): { key: string; requestHash: string } {
  return { key: idempotencyKeyOf(request), requestHash: requestHashOf(request, request.server.deps.config.IDEMPOTENCY_HASH_KEY) };
}

/** Sets the status (and the replay header) and returns the body for the route to send. */
export function sendIdempotent<B>(reply: ReplyLike, result: IdempotentResult<B>): B {
  reply.status(result.status);
  if (result.replayed) reply.header(REPLAYED_HEADER, 'true');
  return result.body;
}
