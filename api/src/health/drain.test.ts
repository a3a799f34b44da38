import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, spawnApi } from '../test/api-process.js';
import { pgliteDataDirTemplate } from '../test/pglite-templates.js';
import { copyFolder } from '../test/template-cache.js';

/** Long enough for a busy machine to answer the probes inside the drain. */
const DRAIN_MS = 5000;
const SHUTDOWN_TIMEOUT_MS = 10_000;
const REQUESTS = 20;

/** What one raw HTTP/1.1 request came back with: the status line's code, or the socket error that ended it. */
type Outcome = { status: number } | { error: string };

/**
 * Writes one request on a fresh connection at once — before the connection is even accepted, so it may sit in the
 * kernel's listen backlog — and resolves with the status it was answered with, or the error (a reset) that ended it.
 */
function rawRequest(port: number, target: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let failure: string | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      failure = error.code ?? error.message;
    });
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(received)?.[1];
      resolve(status ? { status: Number(status) } : { error: failure ?? 'closed without an answer' });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

const statusOf = (url: string): Promise<number> =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  );

describe('the api on SIGTERM', () => {
  let folder: string;
  let dataDir: string;
  let api: ApiProcess;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'sutra-drain-'));
    dataDir = path.join(folder, 'data');
    // A seeded data directory, as the api leaves it after a start: seeding from nothing in the new process was most
    // of this file's time, and the drain is what it tests.
    await copyFolder(await pgliteDataDirTemplate(), dataDir);
    api = await spawnApi({
      DATA_DIR: dataDir,
      DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    });
  }, 180_000);

  afterAll(async () => {
    if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
  });

  it('answers every request written just before the signal, turns unready while healthy, and exits 0 in time', async () => {
    // The requests and the signal leave in the same tick: many connections are still in the listen backlog when
    // the api hears SIGTERM.
    const answers = Array.from({ length: REQUESTS }, () => rawRequest(api.port, '/API/v1/homepage'));
    const signalled = Date.now();
    api.child.kill('SIGTERM');

    // While it drains, a balancer's probes see it unready and alive.
    let unreadyWhileHealthy = false;
    while (!unreadyWhileHealthy && Date.now() - signalled < DRAIN_MS) {
      const [ready, health] = await Promise.all([statusOf(`${api.url}/ready`), statusOf(`${api.url}/health`)]);
      unreadyWhileHealthy = ready === 503 && health === 200;
    }

    const outcomes = await Promise.all(answers);
    const exitCode = await api.exited;
    const exitedAfterMs = Date.now() - signalled;
    const answered = outcomes.filter((outcome) => 'status' in outcome && outcome.status === 200).length;
    console.info(`drain: ${answered}/${REQUESTS} answered 200, exited ${exitCode} after ${exitedAfterMs} ms`);

    expect(outcomes).toEqual(Array.from({ length: REQUESTS }, () => ({ status: 200 })));
    expect(unreadyWhileHealthy).toBe(true);
    expect(exitCode).toBe(0);
    expect(exitedAfterMs).toBeLessThan(DRAIN_MS + SHUTDOWN_TIMEOUT_MS);
  });
});
