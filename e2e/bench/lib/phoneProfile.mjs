// Lighthouse's mobile profile in Chromium: a mid-range phone (412×823 at 1.75×, touch, a mobile Chrome UA) on a slow
// 4G connection (150 ms round trip, 1.6 Mbps down, 750 kbps up) with a CPU 4× slower, applied through CDP
// (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate) as Lighthouse's "devtools" throttling does.
//
// The page's throttle does not reach a service worker (another target). So the bench also attaches to every service
// worker target the browser reports and throttles its network the same way; a worker's very first fetches (its
// install) may start before that attach lands and then run unthrottled.

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
 * Throttles every service worker's network (and CPU) from the moment the browser reports it, through the browser's
 * own CDP session (Playwright gives no session for a worker). Returns how many workers it throttled so far.
 * @param {import('@playwright/test').Browser} browser
 */
export async function throttleServiceWorkers(browser) {
  const cdp = await browser.newBrowserCDPSession();
  let nextId = 0;
  const replies = new Map();
  const workers = { throttled: 0, failed: 0 };
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
      await Promise.all([
        sendTo(sessionId, 'Network.enable').then(() => sendTo(sessionId, 'Network.emulateNetworkConditions', NETWORK)),
        sendTo(sessionId, 'Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }).catch(() => {}), // not every worker build has Emulation
      ]);
      workers.throttled += 1;
    } catch {
      workers.failed += 1; // the worker went away first
    }
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  return workers;
}
