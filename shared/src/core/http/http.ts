// The spec's fetch wrapper (spec §6–7, ARCHITECTURE §5).
import { getRuntimeConfig } from '../config/runtimeConfig';
import { clearSession, getStoredUser, getToken } from '../storage/session';
import { navigate } from '../navigation/navigate';
import { HttpError, NetworkError } from './errors';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  /** also send the token as `?token=` (the GETs the spec marks); never on a write, which the API refuses it on */
  tokenInQuery?: boolean;
  /** money-moving POSTs: the same key for every retry of one intent */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** told the reply's body, so a handler can tell why (`reason: 'suspended'`) */
type UnauthorizedHandler = (reply?: Record<string, unknown>) => void;
let onUnauthorized: UnauthorizedHandler = () => {
  clearSession();
  navigate('/signin');
};

/** The shell replaces this so its auth slice is reset too; the default clears storage and goes to /signin. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export function buildUrl(path: string, options: RequestOptions = {}): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/?$/, '/');
  const url = `${base}${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const token = getToken();
  if (options.tokenInQuery && token) params.set('token', token);
  const qs = params.toString();
  if (!qs) return url;
  return url.includes('?') ? `${url}&${qs}` : `${url}?${qs}`;
}

function authHeaders(): Record<string, string> {
  const token = getToken();
  // Bearer only when both a stored user and a token exist (spec §6).
  return getStoredUser() && token ? { Authorization: `Bearer ${token}` } : {};
}

async function readBody(response: Response): Promise<Record<string, unknown> | unknown[]> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {}; // a body that is not JSON counts as empty
  }
}

async function request<T>(method: string, path: string, body: BodyInit | undefined, isJson: boolean, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(), ...options.headers };
  if (isJson) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: Response;
  try {
    const url = buildUrl(path, method === 'GET' ? options : { ...options, tokenInQuery: false });
    response = await fetch(url, { method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  const data = await readBody(response);
  const message = !Array.isArray(data) && typeof data.message === 'string' ? data.message : undefined;
  if (!response.ok) {
    const text = message || response.statusText || `Request failed with status ${response.status}`;
    const reply = Array.isArray(data) ? {} : data;
    if (text === 'Unauthorized') onUnauthorized(reply);
    throw new HttpError(text, response.status, reply);
  }
  if (message === 'Unauthorized') {
    onUnauthorized(data as Record<string, unknown>);
    throw new HttpError(message, response.status, data as Record<string, unknown>);
  }
  return data as T;
}

export const http = {
  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return request<T>('GET', path, undefined, false, options);
  },
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('POST', path, body === undefined ? undefined : JSON.stringify(body), body !== undefined, options);
  },
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('PUT', path, body === undefined ? undefined : JSON.stringify(body), body !== undefined, options);
  },
  /** a JSON body when given (demoting an administrator sends the SA's password) */
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('DELETE', path, body === undefined ? undefined : JSON.stringify(body), body !== undefined, options);
  },
  /** multipart: the browser sets the boundary, so no Content-Type here */
  postForm<T>(path: string, form: FormData, options?: RequestOptions): Promise<T> {
    return request<T>('POST', path, form, false, options);
  },
};
