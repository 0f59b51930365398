// Lighthouse's mobile profile in Chromium: a mid-range phone (412×823 at 1.75×, touch, a mobile Chrome UA) on a slow
// 4G connection (150 ms round trip, 1.6 Mbps down, 750 kbps up) with a CPU 4× slower, applied through CDP
// (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate) as Lighthouse's "devtools" throttling does.
//
// The page's throttle does not reach a service worker (another target): throttleServiceWorkers throttles each one too.
// Each target has its own throttle, as in DevTools: a worker's fetches do not share the page's 1.6 Mbps.

export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
};

export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;

/** A fresh context (empty cache) on the phone profile. */
export const phoneContext = (browser, options = {}) => browser.newContext({ ...PHONE, ...options });

/** Throttles `page`'s network and CPU; call before its first navigation. */
export async function throttlePage(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/**
 * Throttles every service worker's network (and CPU) as it starts. Playwright gives no CDP session for a worker, and
 * resumes a new worker as soon as it attaches to it: so, where Playwright runs in this process (it does for
 * `chromium.launch`), the bench sends its throttle on Playwright's own connection just before Playwright's resume (a
 * listener put ahead of Playwright's own on the attach event), and none of the worker's fetches escape it. Elsewhere it
 * attaches its own session when the browser reports a worker, and the worker's first fetches may escape it.
 * Returns how many workers it throttled and when (ms since the epoch).
 * @param {import('@playwright/test').Browser} browser
 */
export async function throttleServiceWorkers(browser) {
  const workers = { throttled: 0, failed: 0, throttledAt: [], how: '' };
  const server = browser._connection?.toImpl?.(browser); // Playwright's CRBrowser, in process
  const root = server?._session;
  const connection = server?._connection;
  if (root?.prependListener && connection?._rawSend && connection?._sessions) {
    workers.how = "on Playwright's connection, before the worker runs";
    root.prependListener('Target.attachedToTarget', ({ targetInfo, sessionId }) => {
      if (targetInfo.type !== 'service_worker') return;
      const ids = [
        connection._rawSend(sessionId, 'Network.enable', {}),
        connection._rawSend(sessionId, 'Network.emulateNetworkConditions', NETWORK),
        connection._rawSend(sessionId, 'Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }),
      ];
      workers.throttled += 1;
      workers.throttledAt.push(Date.now());
      // Playwright's listener, next, makes the worker's session: the replies must find a callback there
      queueMicrotask(() => {
        const session = connection._sessions.get(sessionId);
        const ignore = { resolve: () => {}, reject: () => {}, error: { setMessage: () => {} } };
        for (const id of ids) session?._callbacks?.set(id, ignore);
      });
    });
    return workers;
  }
  workers.how = 'on a session of its own, once the browser reports the worker (its first fetches may escape)';
  const cdp = await browser.newBrowserCDPSession();
  let nextId = 0;
  const replies = new Map();
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const reply = JSON.parse(message);
    if (reply.id !== undefined) replies.get(reply.id)?.(reply);
  });
  const sendTo = (sessionId, method, params = {}) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      const id = nextId;
      replies.set(id, (reply) => {
        replies.delete(id);
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply.result);
      });
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
    });
  cdp.on('Target.targetCreated', async ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return;
    try {
      // the flat protocol would need a session Playwright does not hand out; the nested one works with it
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false });
      await sendTo(sessionId, 'Network.enable');
      await sendTo(sessionId, 'Network.emulateNetworkConditions', NETWORK);
      await sendTo(sessionId, 'Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }).catch(() => {}); // not on every worker
      workers.throttled += 1;
      workers.throttledAt.push(Date.now());
    } catch {
      workers.failed += 1; // the worker went away first
    }
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  return workers;
}
