// Graceful drain: readiness flips at once, the server keeps taking connections for the grace, then refuses new
// ones while a request in progress finishes (and its connection closes), the jobs stop, and the drain resolves.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDrain, type Drain } from '../../src/observability/drain';
import { createTestApp, type TestApp } from '../helpers/testApp';

const GRACE_MS = 600;

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
      })
      .on('error', reject);
  });
}

describe('graceful drain', () => {
  let t: TestApp;
  let drain: Drain;
  let slowStarted!: () => void;
  const slowHasStarted = new Promise<void>((resolve) => (slowStarted = resolve));
  let releaseSlow!: () => void;
  const slowMayFinish = new Promise<void>((resolve) => (releaseSlow = resolve));
  let afterCloseCalled = false;

  beforeAll(async () => {
    t = await createTestApp({}, {
      beforeReady: (app) => {
        app.get('/test/slow', async () => {
          slowStarted();
          await slowMayFinish;
          return { success: true, slow: 'done' };
        });
        drain = createDrain({
          app,
          readiness: app.deps.readiness,
          graceMs: GRACE_MS,
          afterClose: async () => {
            afterCloseCalled = true;
          },
        });
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    releaseSlow();
    await drain.run('test end');
    await t.database.close();
  });

  it('flips readiness first, finishes the request in progress, refuses new connections after the grace', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    expect((await get(port, '/api/health/ready')).status).toBe(200);

    const slow = get(port, '/test/slow');
    await slowHasStarted;
    const drained = drain.run('SIGTERM');
    const startedAt = Date.now();

    // at once: not ready, yet still served (the proxy's health check must see the 503)
    const ready = await get(port, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ reason: 'draining' });
    expect((await get(port, '/api/health/live')).status).toBe(200);
    expect(Date.now() - startedAt).toBeLessThan(GRACE_MS);

    // after the grace: the listening socket is closed
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 200));
    await expect(get(port, '/api/health/live')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(afterCloseCalled).toBe(false); // the slow request still holds the drain

    releaseSlow();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ success: true, slow: 'done' });
    expect(answer.connection).toBe('close');

    await drained;
    expect(afterCloseCalled).toBe(true);
    expect(drain.closing).toBe(true);
  });
});
