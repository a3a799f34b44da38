import { Agent, request } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { installLifecycle, LIFECYCLE_SERVER_OPTIONS, type ReadinessCheck } from './http-lifecycle.js';

async function service(ready?: ReadinessCheck) {
  const app = Fastify({ logger: false, ...LIFECYCLE_SERVER_OPTIONS });
  const lifecycle = installLifecycle(app, ready ? { ready } : {});
  app.get('/work', async () => ({ done: true }));
  await app.ready();
  return { app, lifecycle };
}

describe('installLifecycle', () => {
  it('answers /health and /ready with 200 while running and ready', async () => {
    const { app } = await service(async () => undefined);
    expect((await app.inject('/health')).json()).toEqual({ ok: true });
    const ready = await app.inject('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
    await app.close();
  });

  it('answers /ready with 503 and the reason the check gives, or its failure, while /health stays 200', async () => {
    const down = await service(async () => 'database unavailable: connect ECONNREFUSED');
    const answer = await down.app.inject('/ready');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ ready: false, reason: 'database unavailable: connect ECONNREFUSED' });
    expect((await down.app.inject('/health')).statusCode).toBe(200);
    await down.app.close();

    const broken = await service(async () => {
      throw new Error('no idea');
    });
    expect((await broken.app.inject('/ready')).json()).toEqual({
      ready: false,
      reason: 'readiness check failed: no idea',
    });
    await broken.app.close();
  });

  it('while draining: /ready answers 503, other routes are still served, every answer closes its connection', async () => {
    const { app, lifecycle } = await service(async () => undefined);
    lifecycle.drain();
    expect(lifecycle.draining).toBe(true);
    const ready = await app.inject('/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, reason: 'draining' });
    const work = await app.inject('/work');
    expect(work.statusCode).toBe(200);
    expect(work.headers.connection).toBe('close');
    expect((await app.inject('/health')).statusCode).toBe(200);
    await lifecycle.close();
  });

  it('a request answered while the server closes ends its kept-alive connection, so the close does not wait on it', async () => {
    // The idle timeout is long: a connection left open in keep-alive would hold the close up past the test's limit.
    const app = Fastify({ logger: false, keepAliveTimeout: 120_000, ...LIFECYCLE_SERVER_OPTIONS });
    installLifecycle(app);
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    app.get('/slow', async () => {
      started();
      await gate;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answered = new Promise<string | undefined>((resolve, reject) => {
      const ask = request({ port, host: '127.0.0.1', path: '/slow', agent: new Agent({ keepAlive: true }) }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers.connection));
      });
      ask.on('error', reject);
      ask.end();
    });
    await running;
    const closed = app.close();
    await vi.waitFor(() => expect(app.server.listening).toBe(false));
    finish();
    expect(await answered).toBe('close');
    await closed;
  });

  it('close cuts off a request still running at the deadline, and finishes', async () => {
    const app = Fastify({ logger: false, ...LIFECYCLE_SERVER_OPTIONS });
    const lifecycle = installLifecycle(app);
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/stuck', async () => {
      started();
      return new Promise(() => undefined);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const stuck = fetch(`http://127.0.0.1:${port}/stuck`).then(
      () => 'answered',
      () => 'cut off',
    );
    await running;
    const closing = Date.now();
    await lifecycle.close({ deadline: closing + 300 });
    expect(Date.now() - closing).toBeGreaterThanOrEqual(290);
    expect(Date.now() - closing).toBeLessThan(5000);
    expect(await stuck).toBe('cut off');
  });
});
