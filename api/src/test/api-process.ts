import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The api in a process of its own, started as an operator starts it (`src/main.ts`, configured by the environment),
 * for tests of what only a real process shows: signals, the listen backlog, exit codes.
 */
export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code once the process has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
}

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

/** A port nobody listens on right now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the api with `env` on a free port and waits until its `/health` answers. */
export async function spawnApi(env: Record<string, string>, startTimeoutMs = 120_000): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      RETRY_INTERVAL_SECONDS: '0',
      ...env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the api exited (${exitCode}) before it was healthy:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the api was not healthy after ${startTimeoutMs} ms:\n${output}`);
    }
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, child, exited, output: () => output };
}
