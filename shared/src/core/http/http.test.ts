import { http, buildUrl, setUnauthorizedHandler, newIdempotencyKey } from './http';
import { errorMessage, HttpError, INTERNET_ERROR_MESSAGE, isHttpError, isNetworkError, NetworkError } from './errors';
import { setRuntimeConfig } from '../config/runtimeConfig';
import { saveSession, type SessionUser } from '../storage/session';

const USER: SessionUser = {
  token: 'tok-123', email: 'ada@example.com', name: 'Ada Obi', first_name: 'Ada', last_name: 'Obi',
  profile_pic: null, member_status: true, role: 'MEMBER', bank: true, profile: true,
};

function reply(status: number, body: string, statusText = '') {
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => body } as unknown as Response;
}

let fetchMock: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: '/api/' });
  fetchMock = jest.fn(async () => reply(200, '{"success":true}'));
  global.fetch = fetchMock as unknown as typeof fetch;
});

function lastCall() {
  const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('authorisation', () => {
  it('sends a Bearer token when both a stored user and a token exist', async () => {
    saveSession(USER);
    await http.get('wallet');
    expect(lastCall().headers.Authorization).toBe('Bearer tok-123');
  });

  it('sends no Bearer token with a token but no stored user', async () => {
    localStorage.setItem('token', 'tok-123');
    await http.get('wallet');
    expect(lastCall().headers.Authorization).toBeUndefined();
  });

  it('sends no Bearer token with a user but no token', async () => {
    saveSession(USER);
    localStorage.removeItem('token');
    await http.get('wallet');
    expect(lastCall().headers.Authorization).toBeUndefined();
  });

  it('adds ?token= only when asked, after the other query parameters', async () => {
    saveSession(USER);
    await http.get('shareHoldingsTotalBalance', { tokenInQuery: true, query: { page: 2, empty: '' } });
    expect(lastCall().url).toBe('/api/shareHoldingsTotalBalance?page=2&token=tok-123');
    await http.get('shareHoldingsTotalBalance');
    expect(lastCall().url).toBe('/api/shareHoldingsTotalBalance');
  });

  it('never puts the token in the address of a request that changes something, even when asked', async () => {
    saveSession(USER);
    await http.post('addShareHoldingsFunds', { amount: '100' }, { tokenInQuery: true });
    expect(lastCall().url).toBe('/api/addShareHoldingsFunds');
    expect(lastCall().headers.Authorization).toBe('Bearer tok-123');
    await http.put('somewhere', {}, { tokenInQuery: true, query: { a: 1 } });
    expect(lastCall().url).toBe('/api/somewhere?a=1');
    await http.postForm('userUploadRequestedProducts', new FormData(), { tokenInQuery: true });
    expect(lastCall().url).toBe('/api/userUploadRequestedProducts');
  });

  it('joins the base URL and the path with exactly one slash', () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.com/api' });
    expect(buildUrl('/auth/login')).toBe('https://api.example.com/api/auth/login');
  });
});

describe('requests', () => {
  it('posts JSON with Accept and Content-Type', async () => {
    await http.post('auth/login', { email: 'a@b.co', password: 'x' });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co","password":"x"}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Accept).toBe('application/json');
  });

  it('deletes with a JSON body and the Bearer token, never the token in the address', async () => {
    saveSession(USER);
    await http.delete('admin/administrators/7', { password: 'x' }, { tokenInQuery: true });
    const { url, init, headers } = lastCall();
    expect([url, init.method, init.body]).toEqual(['/api/admin/administrators/7', 'DELETE', '{"password":"x"}']);
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer tok-123');
  });

  it('sends the Idempotency-Key header when given', async () => {
    await http.post('savingsFunds', { amount: '100.00' }, { idempotencyKey: 'key-1' });
    expect(lastCall().headers['Idempotency-Key']).toBe('key-1');
  });

  it('posts form data without a Content-Type so the browser sets the boundary', async () => {
    const form = new FormData();
    form.append('business_name', 'Shop');
    await http.postForm('business_request', form);
    expect(lastCall().init.body).toBe(form);
    expect(lastCall().headers['Content-Type']).toBeUndefined();
  });

  it('makes fresh idempotency keys', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe('replies', () => {
  it('resolves with the parsed body, arrays included', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, '[1,2]'));
    await expect(http.get('list')).resolves.toEqual([1, 2]);
  });

  it('treats a body that is not JSON as empty', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, '<html>oops</html>'));
    await expect(http.get('x')).resolves.toEqual({});
    fetchMock.mockResolvedValueOnce(reply(200, ''));
    await expect(http.get('x')).resolves.toEqual({});
  });

  it('rejects a non-OK reply with the body message', async () => {
    fetchMock.mockResolvedValueOnce(reply(422, '{"success":false,"message":"Amount is too small"}', 'Unprocessable Entity'));
    const error = await http.post('x', {}).catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect((error as HttpError).message).toBe('Amount is too small');
    expect((error as HttpError).status).toBe(422);
  });

  it('rejects a non-OK reply without a message with the status text', async () => {
    fetchMock.mockResolvedValueOnce(reply(503, 'Service Unavailable', 'Service Unavailable'));
    await expect(http.get('x')).rejects.toThrow('Service Unavailable');
  });
});

describe('Unauthorized', () => {
  it("hands the handler the reply's body, so it can tell a suspended account from an expired session", async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValueOnce(reply(401, '{"success":false,"message":"Unauthorized","reason":"suspended","detail":"Your account is suspended."}', 'Unauthorized'));
    await expect(http.get('wallet')).rejects.toThrow('Unauthorized');
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ reason: 'suspended', detail: 'Your account is suspended.' }));
  });

  it('calls the unauthorized handler on a 401 Unauthorized and rejects', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValueOnce(reply(401, '{"success":false,"message":"Unauthorized"}', 'Unauthorized'));
    await expect(http.get('wallet')).rejects.toThrow('Unauthorized');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('calls it too when an OK reply carries the message Unauthorized', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValueOnce(reply(200, '{"message":"Unauthorized"}'));
    await expect(http.get('wallet')).rejects.toThrow('Unauthorized');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not call it for other failures', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValueOnce(reply(403, '{"message":"Forbidden"}', 'Forbidden'));
    await expect(http.get('admin/members')).rejects.toThrow('Forbidden');
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('network failure', () => {
  it('rejects with a NetworkError that reads as the internet error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await http.get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkError(error)).toBe(true);
    expect(errorMessage(error)).toBe('Internet Error, Please check your internet and try again');
    expect(INTERNET_ERROR_MESSAGE).toBe('Internet Error, Please check your internet and try again');
  });

  it('lets an abort through unchanged', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    fetchMock.mockRejectedValueOnce(abort);
    await expect(http.get('x')).rejects.toBe(abort);
  });
});

describe('errorMessage', () => {
  it('shows the server message, a string, or the fallback', () => {
    expect(errorMessage(new HttpError('Insufficient balance', 422, {}))).toBe('Insufficient balance');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(undefined, 'Try again')).toBe('Try again');
  });
});
