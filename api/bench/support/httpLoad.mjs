// A small keep-alive HTTP load generator (autocannon-like) that runs in a worker thread, so the server's event loop
// has the main thread to itself: `connections` loops, each sending its next request as soon as the last one answered.
// Optional: `method` and a JSON `body`; `headerSets` (connection i sends headerSets[i % n], e.g. one member each);
// `uniqueHeader` (a header given a fresh value on every request, e.g. Idempotency-Key); `announceMeasuring` (posts
// { measuring: true } when the warm-up ends, before the figures).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers = {}, connections, seconds, warmupSeconds = 1, method = 'GET', body, headerSets = [], uniqueHeader, announceMeasuring = false } = workerData;
const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
let sent = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);

function headersFor(connection) {
  const all = { ...headers, ...(headerSets.length ? headerSets[connection % headerSets.length] : {}) };
  if (uniqueHeader) all[uniqueHeader] = `load-${process.pid}-${connection}-${(sent += 1)}`;
  if (payload) Object.assign(all, { 'content-type': 'application/json', 'content-length': String(payload.length) });
  return all;
}

function once(connection) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const options = { hostname: target.hostname, port: target.port, path: target.pathname + target.search, method, headers: headersFor(connection), agent };
    const req = http.request(options, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function run(durationMs, record) {
  const until = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      while (Date.now() < until) {
        try {
          const { status, ms } = await once(connection);
          record(status, ms);
        } catch {
          record(0, 0);
        }
      }
    }),
  );
}

await run(warmupSeconds * 1000, () => {});
if (announceMeasuring) parentPort.postMessage({ measuring: true });
const latencies = [];
let errors = 0;
const started = Date.now();
await run(seconds * 1000, (status, ms) => {
  if (status !== 200) errors += 1;
  else latencies.push(ms);
});
const elapsed = (Date.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
agent.destroy();
parentPort.postMessage({ rps: latencies.length / elapsed, requests: latencies.length, errors, p50: at(0.5), p99: at(0.99) });
