// Test helper: a global fetch that answers by "METHOD path" (path without the /api/ prefix), records every call,
// and lets a test hold a reply back (deferred) to look at pending states.
export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  /** reject like fetch does when there is no network */
  networkError?: boolean;
}

export type RouteHandler = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

export interface Deferred {
  promise: Promise<MockReply>;
  resolve: (reply: MockReply) => void;
}

export function deferred(): Deferred {
  let resolve!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function response(reply: MockReply): Response {
  const status = reply.status ?? 200;
  const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text } as unknown as Response;
}

/** Install with `const api = mockApi({...})`; unknown routes answer 404 so a missing mock fails loudly. */
export function mockApi(routes: Record<string, RouteHandler>) {
  const calls: ApiCall[] = [];
  const table: Record<string, RouteHandler> = { ...routes };
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\//, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: ApiCall = { method, path, url, body, headers: (init.headers ?? {}) as Record<string, string> };
    calls.push(call);
    const handler = table[`${method} ${path}`];
    if (!handler) return response({ status: 404, body: { success: false, message: `No mock for ${method} ${path}` } });
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    if (reply.networkError) throw new TypeError('Failed to fetch');
    return response(reply);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetch: fetchMock,
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    /** replace or add a route mid-test */
    on: (key: string, handler: RouteHandler) => {
      table[key] = handler;
    },
  };
}

/** answers in order; the last answer repeats */
export function sequence(...replies: MockReply[]): (call: ApiCall) => MockReply {
  let index = 0;
  return () => replies[Math.min(index++, replies.length - 1)];
}
