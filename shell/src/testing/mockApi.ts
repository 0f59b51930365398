// A fetch mock for front-end units: answers by "METHOD path" (path relative to /api/, without the query).
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

const REPLY = Symbol('reply');
interface Reply {
  [REPLY]: true;
  status: number;
  body?: unknown;
}

/** A reply with a status other than 200. */
export const reply = (status: number, body?: unknown): Reply => ({ [REPLY]: true, status, body });
/** fetch itself fails (offline). */
export const networkDown = Symbol('network down');

type Answer = unknown | Reply | typeof networkDown;
export type ApiRoutes = Record<string, Answer | ((call: ApiCall) => Answer | Promise<Answer>)>;

export function mockApi(routes: ApiRoutes) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://shell.test');
    const path = url.pathname.replace(/^\/api\//, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: ApiCall = { method, path, query: url.searchParams, headers: (init.headers ?? {}) as Record<string, string>, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (route === undefined) return response(404, { success: false, message: `no mock for ${method} ${path}` });
    const answer = typeof route === 'function' ? await (route as (c: ApiCall) => Answer)(call) : route;
    if (answer === networkDown) throw new TypeError('Failed to fetch');
    if (answer && typeof answer === 'object' && REPLY in answer) return response((answer as Reply).status, (answer as Reply).body);
    return response(200, answer);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

function response(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const statusText = status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : status >= 500 ? 'Internal Server Error' : 'OK';
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text } as unknown as Response;
}
