import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer, Socket } from 'node:net';

export const REDIS_SERVER = 'redis-server';

/**
 * Whether `redis-server` can be run here. In CI it must be (`.ci/run` installs it): a missing one fails the run there
 * instead of skipping the shared-cache tests.
 */
export function redisServerAvailable(): boolean {
  const found = spawnSync(REDIS_SERVER, ['--version'], { stdio: 'ignore' }).status === 0;
  if (!found && process.env.CI) {
    throw new Error('tests: CI is set but redis-server is missing. Install it (apt-get install redis-server).');
  }
  if (!found) console.info('[tests] redis-server is not installed: skipping the shared-cache tests.');
  return found;
}

export async function freePort(): Promise<number> {
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

export interface RunningRedis {
  url: string;
  port: number;
  /** Kills the server at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
}

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });

/** A throw-away `redis-server` on a free port, without persistence; answers once it accepts connections. */
export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (Date.now() - started > 10_000) throw new Error('redis-server did not start within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
