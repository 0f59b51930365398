// fetch replaced at the global level: the code under test runs shared's real http client against it.
export interface FakeReply {
  status?: number;
  statusText?: string;
  body?: unknown;
}

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Outcome = FakeReply | Error;

function toResponse({ status = 200, statusText = '', body }: FakeReply) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  };
}

/** Answers every request with `outcome` (an Error means the network failed). */
export function mockFetch(outcome: Outcome | ((call: FetchCall) => Outcome | Promise<Outcome>)) {
  const calls: FetchCall[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call: FetchCall = {
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const result = typeof outcome === 'function' ? await outcome(call) : outcome;
    if (result instanceof Error) throw result;
    return toResponse(result);
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return { fetchMock, calls };
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
