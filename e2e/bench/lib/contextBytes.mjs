// Every byte a browser context received over the network: the requests of its pages and of its service workers
// (Playwright reports both on the context). Sizes are the encoded (gzip as sent) response bodies, CDP's
// Network.loadingFinished encodedDataLength less the headers, which are summed apart. A page request answered by a
// service worker is not counted: its bytes are the worker's own fetch (counted) or came from the worker's cache (none
// were transferred). Neither is a response from the HTTP cache (its encoded length is 0).
import { isJs } from './pageLoad.mjs';

/** @param {import('@playwright/test').BrowserContext} context */
export function recordContextBytes(context) {
  const recorder = { responses: [], pending: 0, unsized: 0 };
  context.on('request', () => {
    recorder.pending += 1;
  });
  context.on('requestfailed', () => {
    recorder.pending -= 1;
  });
  context.on('requestfinished', async (request) => {
    try {
      const response = await request.response();
      const viaWorker = Boolean(response?.fromServiceWorker());
      const sizes = await request.sizes().catch(() => {
        recorder.unsized += 1;
        return { responseBodySize: 0, responseHeadersSize: 0 };
      });
      recorder.responses.push({
        url: request.url(),
        type: request.resourceType(),
        byWorker: Boolean(request.serviceWorker()),
        viaWorker,
        bytes: viaWorker ? 0 : Math.max(0, sizes.responseBodySize),
        headerBytes: viaWorker ? 0 : Math.max(0, sizes.responseHeadersSize),
        // when the browser started it (ms since the epoch), to tell what came before a moment of the page
        startedAt: request.timing().startTime,
      });
    } catch {
      // the context closed before the request's details could be read: it is not part of any measured step
    } finally {
      recorder.pending -= 1;
    }
  });
  return recorder;
}

/** Totals of a list of recorded responses: all bytes, JS bytes, headers, and how many the workers fetched. */
export function totals(responses) {
  const sum = (list, key = 'bytes') => list.reduce((a, r) => a + r[key], 0);
  return {
    bytes: sum(responses),
    jsBytes: sum(responses.filter(isJs)),
    headerBytes: sum(responses, 'headerBytes'),
    requests: responses.filter((r) => !r.viaWorker).length,
    workerBytes: sum(responses.filter((r) => r.byWorker)),
    workerJsBytes: sum(responses.filter((r) => r.byWorker && isJs(r))),
    servedByWorker: responses.filter((r) => r.viaWorker).length,
  };
}
