import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

/** Long enough that a busy machine answers the drain's requests before it ends. */
const DRAIN_MS = 4000;
const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const statusOf = (url: string, init?: RequestInit): Promise<number> =>
  fetch(url, init).then(
    (response) => response.status,
    () => 0,
  );

let webDist = '';
afterAll(async () => {
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

// Outside NODE_ENV=test, where Apollo Server would otherwise handle SIGTERM itself (stopping at once).
it('drains on SIGTERM: /ready 503 while GraphQL is still served, then exits 0', async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'sutra-no-web-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Nothing listens on port 9: the api's readiness is none of the gateway's.
      API_URL: 'http://127.0.0.1:9',
      UPSTREAM_TIMEOUT_MS: '500',
      WEB_DIST: webDist,
      LOG_LEVEL: 'error',
      DRAIN_MS: String(DRAIN_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const url = `http://127.0.0.1:${port}`;
  while ((await statusOf(`${url}/health`)) !== 200) {
    expect(child.exitCode).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await statusOf(`${url}/ready`)).toBe(200);

  child.kill('SIGTERM');
  const signalled = Date.now();
  const query = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  };
  // The signal is handled when the process next runs: until then /ready may still answer 200.
  let ready = await statusOf(`${url}/ready`);
  while (ready === 200) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    ready = await statusOf(`${url}/ready`);
  }
  const [health, graphql] = await Promise.all([statusOf(`${url}/health`), statusOf(`${url}/graphql`, query)]);
  // A closed server refuses (status 0): 200s here were served during the drain.
  expect({ ready, health, graphql }).toEqual({ ready: 503, health: 200, graphql: 200 });
  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
});
