// fetch replaced at the global level: the code under test runs shared's real http client against it.
// mockFetch answers every request one way; mockApi keys its handlers by "METHOD path" (the path after /api/).
export interface FakeReply {
  status?: number;
  statusText?: string;
  body?: unknown;
  /** a raw body (downloads); `body` is JSON-encoded otherwise */
  raw?: string;
  headers?: Record<string, string | undefined>;
}

export interface FetchCall {
  url: string;
  method: string;
  /** the path after /api/, without the query */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export type Outcome = FakeReply | Error;
export type Handler = Outcome | ((call: FetchCall) => Outcome | Promise<Outcome>);

function toResponse({ status = 200, statusText = '', body, raw, headers = {} }: FakeReply) {
  const text = raw ?? (body === undefined ? '' : JSON.stringify(body));
  const lower: Record<string, string | undefined> = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text], { type: lower['content-type'] ?? 'application/octet-stream' }),
  };
}

function parse(url: string, init: RequestInit): FetchCall {
  const parsed = new URL(url, 'http://localhost');
  const path = parsed.pathname.replace(/^\/api\//, '');
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
  return { url, method: (init.method ?? 'GET').toUpperCase(), path, query: Object.fromEntries(parsed.searchParams), headers: (init.headers ?? {}) as Record<string, string>, body };
}

/** Answers every request with `outcome` (an Error means the network failed). */
export function mockFetch(outcome: Handler) {
  const calls: FetchCall[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = parse(url, init);
    calls.push(call);
    const result = typeof outcome === 'function' ? await outcome(call) : outcome;
    if (result instanceof Error) throw result;
    return toResponse(result);
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { fetchMock, calls, callsTo };
}

/**
 * Answers each request from `handlers` ("GET show_wallet_balance" → reply); anything else is a 404, so a test
 * notices a call it did not expect.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const routes = { ...handlers };
  const mock = mockFetch((call) => {
    const handler = routes[`${call.method} ${call.path}`];
    if (handler === undefined) return { status: 404, body: { success: false, message: `No handler for ${call.method} ${call.path}` } };
    return typeof handler === 'function' ? handler(call) : handler;
  });
  /** Replaces or adds a route mid-test ("the API recovers"). */
  const on = (key: string, handler: Handler) => {
    routes[key] = handler;
  };
  return { ...mock, on };
}

/** A reply the test releases when it wants, to look at the screen while the request is pending. */
export function deferredReply() {
  let release!: (outcome: Outcome) => void;
  const promise = new Promise<Outcome>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export const networkDown = () => new TypeError('Failed to fetch');

/** Replies in turn, the last one repeating. */
export function inTurn(...outcomes: Outcome[]): () => Outcome {
  let index = 0;
  return () => outcomes[Math.min(index++, outcomes.length - 1)];
}
