import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../config.js';
import { DATABASE_UNAVAILABLE } from '../http/errors.js';
import { type RunningApi, startApi } from '../server.js';
import { type PostgresProcess, startPostgresProcess } from '../test/postgres-process.js';

/** What the api answered one request with, and how long it took. */
interface Timed {
  status: number;
  retryAfter: string | null;
  body: { message?: string; reason?: string };
  ms: number;
}

async function timed(url: string, init?: RequestInit): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = (await response.json()) as Timed['body'];
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    ms: performance.now() - started,
  };
}

describe('the api while PostgreSQL is down', () => {
  let server: PostgresProcess;
  let api: RunningApi;
  let dataDir: string;
  const requests = () => [
    timed(`${api.url}/API/v1/homepage`),
    timed(`${api.url}/API/v1/search?q=kurta`),
    timed(`${api.url}/API/v1/buyer_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
    }),
  ];

  beforeAll(async () => {
    server = await startPostgresProcess();
    server.query('create database sutra');
    dataDir = await mkdtemp(path.join(tmpdir(), 'sutra-outage-'));
    api = await startApi(
      loadApiConfig({
        DATABASE_URL: server.url('sutra'),
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'silent',
        RETRY_INTERVAL_SECONDS: '0',
      }),
    );
  }, 180_000);

  afterAll(async () => {
    await api?.close();
    server?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 quickly with Retry-After and turns unready, then recovers by itself when it returns', async () => {
    const before = await Promise.all(requests());
    expect(before.map((answer) => answer.status)).toEqual([200, 200, 401]);
    expect((await timed(`${api.url}/ready`)).status).toBe(200);

    // A fast shutdown ends the api's pooled connections under it, as a restart or a failover does.
    server.stop();
    const during = await Promise.all([...requests(), ...requests()]);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('5');
      expect(answer.body.message).toBe(DATABASE_UNAVAILABLE);
      expect(answer.ms).toBeLessThan(2000);
    }
    const ready = await timed(`${api.url}/ready`);
    expect(ready.status).toBe(503);
    expect(ready.body.reason).toMatch(/^database unavailable: /);
    expect(ready.ms).toBeLessThan(2000);
    expect((await timed(`${api.url}/health`)).status).toBe(200);

    server.start();
    const restarted = performance.now();
    let after = await Promise.all(requests());
    while (after.some((answer) => answer.status === 503) && performance.now() - restarted < 10_000) {
      after = await Promise.all(requests());
    }
    const recoveredMs = performance.now() - restarted;
    expect(after.map((answer) => answer.status)).toEqual([200, 200, 401]);
    expect((await timed(`${api.url}/ready`)).status).toBe(200);
    console.info(
      `outage: 503 answered in at most ${Math.round(Math.max(...during.map((a) => a.ms)))} ms; ` +
        `recovered ${Math.round(recoveredMs)} ms after PostgreSQL was back`,
    );
  });
});
