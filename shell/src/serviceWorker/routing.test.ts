import { isAppFile, remoteFolders, staleRemoteFiles, strategyFor } from './routing';

const SHELL = 'http://localhost:3000';
const get = (url: string, mode = 'cors') => strategyFor({ url, method: 'GET', mode }, SHELL);

describe("the service worker's routing", () => {
  it('never answers the API, on any method, nor any request that is not a GET', () => {
    expect(get(`${SHELL}/api/auth/me`)).toBe('pass');
    expect(get(`${SHELL}/api`)).toBe('pass');
    expect(get(`${SHELL}/api/dev/outbox?to=a@b.c`)).toBe('pass');
    expect(get(`${SHELL}/api/files/main.0123456789.js`)).toBe('pass');
    expect(get(`${SHELL}/api/x/mf-config.json`)).toBe('pass');
    expect(get(`${SHELL}/api/wallet`, 'navigate')).toBe('pass');
    expect(strategyFor({ url: `${SHELL}/main.0123456789.js`, method: 'POST', mode: 'cors' }, SHELL)).toBe('pass');
    expect(strategyFor({ url: `${SHELL}/mf-config.json`, method: 'HEAD', mode: 'cors' }, SHELL)).toBe('pass');
  });

  it('sends the names a release or a rollback changes to the network first (remoteEntry.js: a development build)', () => {
    expect(get(`${SHELL}/mf-config.json`)).toBe('network-first');
    expect(get(`${SHELL}/index.html`)).toBe('network-first');
    expect(get('http://localhost:3001/mf-manifest.json')).toBe('network-first');
    expect(get('http://localhost:3001/remoteEntry.js', 'no-cors')).toBe('network-first');
    expect(get('http://localhost:3010/mfe-auth/1.4.0/pages-manifest.json')).toBe('network-first');
    expect(get(`${SHELL}/remotes/mfe-auth/1.4.0/remoteEntry.js`, 'no-cors')).toBe('network-first');
  });

  it("takes hashed chunks (the builds' name.<10 hex>.js|css) from the cache first", () => {
    expect(get(`${SHELL}/main.ec70efb638.js`, 'no-cors')).toBe('cache-first');
    // a production build's container is named by its content: the manifest (network first) names the one to run
    expect(get(`${SHELL}/remotes/mfe-auth/1.4.0/remoteEntry.3e83243696.js`, 'no-cors')).toBe('cache-first');
    expect(get(`${SHELL}/10.f6149480be.css`, 'no-cors')).toBe('cache-first');
    expect(get('http://localhost:3005/__federation_expose_pages.0a1b2c3d4e.js', 'no-cors')).toBe('cache-first');
    expect(get(`${SHELL}/remotes/mfe-wallet/2.0.0/512.0a1b2c3d4e.css`, 'no-cors')).toBe('cache-first');
  });

  it('leaves alone what is no file of a release: source maps, other names, query strings, other schemes', () => {
    expect(get(`${SHELL}/main.ec70efb638.js.map`)).toBe('pass');
    expect(get(`${SHELL}/main.ec7.js`)).toBe('pass');
    expect(get(`${SHELL}/sw.js`)).toBe('pass');
    expect(get(`${SHELL}/manifest.webmanifest`)).toBe('pass');
    expect(get(`${SHELL}/icons/icon-192.png`)).toBe('pass');
    expect(get(`${SHELL}/mf-config.json?v=2`)).toBe('pass');
    expect(get('chrome-extension://abc/main.0123456789.js')).toBe('pass');
  });

  it("answers the shell's own page loads (with the offline page when they fail), never another site's", () => {
    expect(get(`${SHELL}/savings`, 'navigate')).toBe('navigation');
    expect(get(`${SHELL}/`, 'navigate')).toBe('navigation');
    expect(get('https://checkout.paystack.com/abc', 'navigate')).toBe('pass');
  });
});

describe("the remotes' files, from mf-config.json", () => {
  const config = {
    remotes: [
      { name: 'mfe_auth', entry: 'http://localhost:3010/mfe-auth/1.4.0/mf-manifest.json' },
      { name: 'mfe_wallet', entry: 'http://localhost:3005/mf-manifest.json' },
      { name: 'mfe_loans', entry: '/remotes/mfe-loans/3.1.0/mf-manifest.json' },
      { name: 'broken' },
    ],
  };
  const folders = remoteFolders(config, SHELL);

  it("are each entry's folder", () => {
    expect(folders).toEqual(['http://localhost:3010/mfe-auth/1.4.0/', 'http://localhost:3005/', `${SHELL}/remotes/mfe-loans/3.1.0/`]);
    expect(remoteFolders(null, SHELL)).toEqual([]);
    expect(remoteFolders({ remotes: 'x' }, SHELL)).toEqual([]);
  });

  it("are the worker's to keep, with the shell's own files; another origin's and the API are not", () => {
    expect(isAppFile('http://localhost:3010/mfe-auth/1.4.0/1.0a1b2c3d4e.js', SHELL, folders)).toBe(true);
    expect(isAppFile('http://localhost:3010/mfe-auth/1.3.0/1.0a1b2c3d4e.js', SHELL, folders)).toBe(false);
    expect(isAppFile('https://cdn.elsewhere.example/lib.0a1b2c3d4e.js', SHELL, folders)).toBe(false);
    expect(isAppFile(`${SHELL}/main.ec70efb638.js`, SHELL, folders)).toBe(true);
    expect(isAppFile(`${SHELL}/api/main.ec70efb638.js`, SHELL, folders)).toBe(false);
  });

  it('that a release or a rollback left behind are pruned; the current releases stay', () => {
    const cached = [
      'http://localhost:3010/mfe-auth/1.3.0/1.0a1b2c3d4e.js',
      'http://localhost:3010/mfe-auth/1.4.0/1.0a1b2c3d4e.js',
      'http://localhost:3005/2.0a1b2c3d4e.js',
      `${SHELL}/remotes/mfe-loans/3.0.0/remoteEntry.js`,
      `${SHELL}/remotes/mfe-loans/3.1.0/remoteEntry.js`,
    ];
    expect(staleRemoteFiles(cached, folders)).toEqual(['http://localhost:3010/mfe-auth/1.3.0/1.0a1b2c3d4e.js', `${SHELL}/remotes/mfe-loans/3.0.0/remoteEntry.js`]);
  });
});
