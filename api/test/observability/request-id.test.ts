// A request id on every reply (x-request-id), on every log line of the request, and in every 5xx body; the proxy's
// id is kept when it is a sane token.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { AppError } from '../../src/http/errors';
import { openTestDatabase } from '../helpers/testDatabase';

let app: FastifyInstance;
let database: DatabaseHandle;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'development', DEV_MODE: 'true', LOG_LEVEL: 'info' } as NodeJS.ProcessEnv);
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({ config, database, logStream });
  app.get('/test/boom', async (request) => {
    request.log.info('about to fail');
    throw new Error('an unexpected failure');
  });
  app.get('/test/service-log', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    app.log.warn('a service logs through the app logger');
    return { success: true };
  });
  app.get('/test/bad-gateway', async () => {
    throw new AppError(502, 'The bank did not answer');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request ids', () => {
  it('answers every request with x-request-id, a new one for each', async () => {
    const first = await app.inject({ url: '/api/health/live' });
    const second = await app.inject({ url: '/api/health/live' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("keeps the proxy's id when it is a sane token, and replaces one that is not", async () => {
    const proxied = await app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'f3a9c2b17e0d4e6a9b1c2d3e4f5a6b7c' } });
    expect(proxied.headers['x-request-id']).toBe('f3a9c2b17e0d4e6a9b1c2d3e4f5a6b7c');
    for (const insane of ['a'.repeat(65), 'two words', 'new\\nline', '<script>', 'ä']) {
      const reply = await app.inject({ url: '/api/health/live', headers: { 'x-request-id': insane } });
      expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('puts the id in every 5xx body and on every log line of the request', async () => {
    const boom = await app.inject({ url: '/test/boom', headers: { 'x-request-id': 'req-boom-1' } });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ success: false, message: 'Something went wrong on our side, please try again', request_id: 'req-boom-1' });
    const ofRequest = lines.filter((line) => line.reqId === 'req-boom-1').map((line) => line.msg);
    expect(ofRequest).toEqual(expect.arrayContaining(['incoming request', 'about to fail', 'unhandled error', 'request completed']));

    const gateway = await app.inject({ url: '/test/bad-gateway' });
    expect(gateway.statusCode).toBe(502);
    expect(gateway.json()).toEqual({ success: false, message: 'The bank did not answer', request_id: gateway.headers['x-request-id'] });
  });

  it("puts the id on lines the app's own logger writes while serving the request, once", async () => {
    await app.inject({ url: '/test/service-log', headers: { 'x-request-id': 'req-service-1' } });
    const line = lines.find((entry) => entry.msg === 'a service logs through the app logger');
    expect(line?.reqId).toBe('req-service-1');
    app.log.info('outside any request');
    expect(lines.find((entry) => entry.msg === 'outside any request')?.reqId).toBeUndefined();
  });

  it('leaves 4xx bodies as they were', async () => {
    const notFound = await app.inject({ url: '/api/nothing-here' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ success: false, message: 'Not found' });
  });
});
