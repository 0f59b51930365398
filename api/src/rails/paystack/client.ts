// A small HTTP client for Paystack's REST API: Bearer secret key, JSON, a timeout per request, and errors sorted into
// conclusive (Paystack answered and decided: 4xx or `status: false`) and inconclusive (timeout, network, 5xx, an
// unreadable body, and the two refusals that decide nothing: 429 rate limited and 401 key refused).
import { ConclusiveProviderError, InconclusiveProviderError } from '../provider';

export interface PaystackEnvelope<T> {
  status: boolean;
  message: string;
  data: T;
  meta?: Record<string, unknown>;
}

export interface PaystackClientOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export class PaystackClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: PaystackClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? fetch;
  }

  get<T>(path: string, query?: Record<string, string>): Promise<PaystackEnvelope<T>> {
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    return this.request<T>('GET', `${path}${search}`);
  }

  post<T>(path: string, body: Record<string, unknown>): Promise<PaystackEnvelope<T>> {
    return this.request<T>('POST', path, body);
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<PaystackEnvelope<T>> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new InconclusiveProviderError(`Paystack did not answer ${method} ${pathOnly(path)} within ${this.options.timeoutMs} ms`, 'timeout');
      }
      throw new InconclusiveProviderError(`Paystack could not be reached (${method} ${pathOnly(path)}): ${(error as Error)?.message}`, 'network');
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const name = (error as Error)?.name;
      throw new InconclusiveProviderError(
        `Paystack's answer to ${method} ${pathOnly(path)} was cut off`,
        name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
        response.status,
      );
    }
    const envelope = parseEnvelope<T>(text);

    if (response.status === 429) {
      const retryAfterMs = retryAfter(response.headers.get('x-ratelimit-reset'));
      throw new InconclusiveProviderError(`Paystack rate-limited ${method} ${pathOnly(path)}: ask again in ${Math.ceil(retryAfterMs / 1000)} s`, 'rate_limited', 429, retryAfterMs);
    }
    if (response.status === 401) {
      throw new InconclusiveProviderError(`Paystack refused the secret key on ${method} ${pathOnly(path)}: check PAYSTACK_SECRET_KEY`, 'unauthorized', 401);
    }
    if (response.status >= 500) {
      throw new InconclusiveProviderError(`Paystack failed on ${method} ${pathOnly(path)} (HTTP ${response.status})`, 'server', response.status);
    }
    if (response.status >= 400) {
      const message = envelope?.message || `Paystack refused ${method} ${pathOnly(path)} (HTTP ${response.status})`;
      // Paystack answers an unknown reference with 400 or 404 and a "… not found" message.
      const notFound = response.status === 404 || /not found/i.test(message);
      throw new ConclusiveProviderError(message, notFound ? 'not_found' : 'rejected', response.status);
    }
    if (!envelope) {
      throw new InconclusiveProviderError(`Paystack's answer to ${method} ${pathOnly(path)} is not readable`, 'bad_response', response.status);
    }
    if (envelope.status !== true) throw new ConclusiveProviderError(envelope.message || 'Paystack refused the request', 'rejected', response.status);
    return envelope;
  }
}

function parseEnvelope<T>(text: string): PaystackEnvelope<T> | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (typeof record.status !== 'boolean') return null;
    return { status: record.status, message: typeof record.message === 'string' ? record.message : '', data: record.data as T, meta: record.meta as Record<string, unknown> };
  } catch {
    return null;
  }
}

const DEFAULT_RETRY_AFTER_MS = 60_000;

/**
 * x-ratelimit-reset: Paystack documents it as when the limit resets. Read as seconds from now when small, as a Unix
 * time in seconds when it looks like one; a minute when absent or unreadable.
 */
export function retryAfter(header: string | null, now = Date.now()): number {
  const value = Number(header);
  if (!header || !Number.isFinite(value) || value < 0) return DEFAULT_RETRY_AFTER_MS;
  const ms = value > 1_000_000_000 ? value * 1000 - now : value * 1000;
  return Math.min(Math.max(ms, 1000), 60 * 60_000);
}

/** never put account numbers or references from a query string into an error message */
function pathOnly(path: string): string {
  return path.split('?')[0];
}
