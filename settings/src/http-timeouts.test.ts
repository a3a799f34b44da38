import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidConfigurationError } from './environment.js';
import { type HttpTimeouts, httpTimeoutOptions, installRequestDeadline, loadHttpTimeouts } from './http-timeouts.js';
import { sendSlowly } from './test/slow-client.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A service's server as each service builds it: these options and the deadline hook, a JSON route and an upload. */
async function serve(timeouts: HttpTimeouts): Promise<string> {
  app = Fastify({ ...httpTimeoutOptions(timeouts), forceCloseConnections: true });
  installRequestDeadline(app, timeouts);
  app.post('/echo', async (request) => ({ received: JSON.stringify(request.body).length }));
  app.post('/slow-answer', async () => {
    await new Promise((resolve) => setTimeout(resolve, timeouts.requestMs * 3));
    return { answered: true };
  });
  app.register(async (scope) => {
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post('/upload', { config: { upload: true } }, async (request) => {
      let received = 0;
      for await (const chunk of request.body as AsyncIterable<Buffer>) received += chunk.length;
      return { received };
    });
  });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const json = (bytes: number) => Buffer.from(JSON.stringify({ text: 'a'.repeat(bytes - 12) }));

describe('a client sending a body slowly', () => {
  it('is answered 408 and cut off once REQUEST_TIMEOUT_MS has passed (was: still open after 100 s)', async () => {
    const origin = await serve({ headersMs: 1000, requestMs: 1000, uploadMs: 60_000, idleMs: 60_000 });
    const body = json(60 * 1024);
    const result = await sendSlowly(origin, {
      path: '/echo',
      headers: { 'content-type': 'application/json' },
      body,
      chunkBytes: 1,
      pauseMs: 100,
    });
    expect(result.status).toBe(408);
    expect(result.response.toLowerCase()).toContain('connection: close');
    expect(result.elapsedMs).toBeGreaterThanOrEqual(900);
    // Cut off at a few bytes of its 60 KiB, not after it had trickled in.
    expect(result.bytesSent).toBeLessThan(200);
  });

  it('may take UPLOAD_TIMEOUT_MS on a route that takes an upload, at the same slow pace', async () => {
    const origin = await serve({ headersMs: 500, requestMs: 500, uploadMs: 60_000, idleMs: 60_000 });
    const body = Buffer.alloc(24 * 1024, 7);
    const result = await sendSlowly(origin, {
      path: '/upload',
      headers: { 'content-type': 'application/octet-stream' },
      body,
      chunkBytes: 1024,
      pauseMs: 50,
    });
    expect(result.status).toBe(200);
    expect(result.response).toContain(`{"received":${body.length}}`);
    // Longer than an ordinary request may take.
    expect(result.elapsedMs).toBeGreaterThan(500);
  });

  it('is cut off on an upload route too, once UPLOAD_TIMEOUT_MS has passed', async () => {
    const origin = await serve({ headersMs: 500, requestMs: 500, uploadMs: 1500, idleMs: 60_000 });
    const result = await sendSlowly(origin, {
      path: '/upload',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(64 * 1024, 7),
      chunkBytes: 16,
      pauseMs: 100,
    });
    expect(result.status).toBe(408);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(1400);
    expect(result.bytesSent).toBeLessThan(64 * 1024);
  });
});

describe('a body that arrived, answered slowly', () => {
  it('is not cut off while its handler works, over a socket or in-process (inject)', async () => {
    const origin = await serve(loadHttpTimeouts({ HEADERS_TIMEOUT_MS: '200', REQUEST_TIMEOUT_MS: '200' }));
    const overSocket = await fetch(`${origin}/slow-answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(overSocket.status).toBe(200);
    const inProcess = await app?.inject({ method: 'POST', url: '/slow-answer', payload: { a: 1 } });
    expect(inProcess?.statusCode).toBe(200);
    expect(inProcess?.json()).toEqual({ answered: true });
  });
});

describe('a client sending headers slowly', () => {
  it('is cut off once HEADERS_TIMEOUT_MS has passed, before any route runs', async () => {
    const origin = await serve({ headersMs: 500, requestMs: 1000, uploadMs: 60_000, idleMs: 60_000 });
    const result = await sendSlowly(origin, {
      path: '/echo',
      headers: { 'content-type': 'application/json', 'x-padding': 'p'.repeat(200) },
      body: json(100),
      chunkBytes: 1,
      pauseMs: 50,
      slowHeaders: true,
    });
    expect(result.status).toBe(408);
    expect(result.bytesSent).toBe(0);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(450);
  });
});

describe('an idle connection', () => {
  it('is closed once IDLE_TIMEOUT_MS has passed with nothing sent', async () => {
    const origin = await serve({ headersMs: 60_000, requestMs: 60_000, uploadMs: 60_000, idleMs: 500 });
    const { hostname, port } = new URL(origin);
    const started = performance.now();
    const socket = connect({ host: hostname, port: Number(port) });
    socket.on('data', () => undefined);
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
  });
});

describe('the settings', () => {
  it('default to bounds a shopper on a slow phone link never meets', () => {
    const defaults = loadHttpTimeouts({});
    expect(defaults).toEqual({ headersMs: 20_000, requestMs: 30_000, uploadMs: 300_000, idleMs: 72_000 });
    // The return form sends its three photos (5 MB at most each) at once; slow 4G sends 750 kbit/s.
    const threePhotosOnSlow4gMs = ((3 * 5 * 1024 * 1024 * 8) / 750_000) * 1000;
    expect(threePhotosOnSlow4gMs).toBeLessThan(defaults.uploadMs * 0.6);
    // The largest ordinary body, 64 KiB of GraphQL, on a 2G link of 50 kbit/s.
    expect(((64 * 1024 * 8) / 50_000) * 1000).toBeLessThan(defaults.requestMs);
  });

  it('refuse a headers bound longer than the request bound, and a request bound longer than the upload bound', () => {
    expect(() => loadHttpTimeouts({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(InvalidConfigurationError);
    expect(() => loadHttpTimeouts({ REQUEST_TIMEOUT_MS: '400000' })).toThrow(/UPLOAD_TIMEOUT_MS/);
    expect(() => loadHttpTimeouts({ IDLE_TIMEOUT_MS: '0' })).toThrow(/IDLE_TIMEOUT_MS/);
  });
});
