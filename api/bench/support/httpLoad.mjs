// A small keep-alive HTTP/1.1 load generator that runs in a worker thread, so the server's event loop has the main
// thread to itself: `connections` sockets, each sending its next request as soon as the last one answered. Like wrk or
// autocannon (and pgbench beside the ledger), it writes each request's bytes straight to its socket and reads only the
// status line and Content-Length of the reply: node's http client would cost the machine several times more per
// request, on the same two cores as the server, and that would be the instrument's cost, not the route's.
// Optional: `method` and a JSON `body`; `headerSets` (connection i sends headerSets[i % n], e.g. one member each);
// `uniqueHeader` (a header given a fresh value on every request, e.g. Idempotency-Key); `announceMeasuring` (posts
// { measuring: true } when the warm-up ends, before the figures).
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers = {}, connections, seconds, warmupSeconds = 1, method = 'GET', body, headerSets = [], uniqueHeader, announceMeasuring = false } = workerData;
const target = new URL(url);
const payload = body === undefined ? '' : JSON.stringify(body);
let sent = 0;

/** the request's bytes before and after its unique header's value */
function requestParts(connection) {
  const all = { host: target.host, ...headers, ...(headerSets.length ? headerSets[connection % headerSets.length] : {}) };
  if (body !== undefined) Object.assign(all, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) });
  const head = `${method} ${target.pathname}${target.search} HTTP/1.1\r\n${Object.entries(all)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}`;
  return { head: uniqueHeader ? `${head}${uniqueHeader}: ` : head, tail: `\r\n${uniqueHeader ? '\r\n' : ''}${payload}` };
}

/** reads replies off one socket: calls `onReply(status)` once a whole reply (head and Content-Length body) is in */
function replyReader(onReply) {
  let buffered = Buffer.alloc(0);
  return (chunk) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    for (;;) {
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buffered.toString('latin1', 0, end);
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
      if (!Number.isFinite(length)) throw new Error(`a reply without Content-Length: ${head.slice(0, 200)}`);
      if (buffered.length < end + 4 + length) return;
      buffered = buffered.subarray(end + 4 + length);
      onReply(Number(head.slice(9, 12)));
    }
  };
}

/** one connection's loop until `until`; `record(status, ms)` for each reply */
function connectionLoop(connection, until, record) {
  return new Promise((resolve, reject) => {
    const { head, tail } = requestParts(connection);
    const socket = net.connect({ host: target.hostname, port: Number(target.port) });
    socket.setNoDelay(true);
    let started = 0n;
    const send = () => {
      started = process.hrtime.bigint();
      socket.write(uniqueHeader ? `${head}load-${process.pid}-${connection}-${(sent += 1)}${tail}` : `${head}${tail}`);
    };
    socket.on(
      'data',
      replyReader((status) => {
        record(status, Number(process.hrtime.bigint() - started) / 1e6);
        if (Date.now() < until) send();
        else socket.end(resolve);
      }),
    );
    socket.once('connect', send);
    socket.once('error', reject);
    socket.once('close', () => (Date.now() < until ? reject(new Error('the server closed a connection before the run ended')) : resolve()));
  });
}

async function run(durationMs, record) {
  const until = Date.now() + durationMs;
  await Promise.all(Array.from({ length: connections }, (_, connection) => connectionLoop(connection, until, record)));
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
parentPort.postMessage({ rps: latencies.length / elapsed, requests: latencies.length, errors, p50: at(0.5), p99: at(0.99) });
