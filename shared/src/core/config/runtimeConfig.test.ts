import { fetchRuntimeConfig, getRuntimeConfig, setRuntimeConfig } from './runtimeConfig';

describe('runtime config', () => {
  it('fills defaults, including the 15-minute idle time-out', () => {
    setRuntimeConfig({ societyName: 'Finnacrest' });
    expect(getRuntimeConfig()).toEqual({ apiBaseUrl: '/api/', societyName: 'Finnacrest', remotes: [], idleTimeoutMinutes: 15 });
  });

  it('fetches /mf-config.json without the cache', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ apiBaseUrl: '/api/', societyName: 'X', remotes: [{ name: 'mfe_auth', entry: 'http://a/mf-manifest.json' }] }) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const config = await fetchRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledWith('/mf-config.json', { cache: 'no-store' });
    expect(config.remotes).toHaveLength(1);
    expect(config.idleTimeoutMinutes).toBe(15);
  });

  it('rejects when the file cannot be loaded', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
    await expect(fetchRuntimeConfig()).rejects.toThrow('404');
  });
});
