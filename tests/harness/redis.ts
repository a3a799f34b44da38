import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Socket } from 'node:net';
import { freePort } from './processes.js';

/** A `redis-server` from the machine's packages (Debian's `redis-server`), for tests of many replicas. */
export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
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

/** Starts a throw-away server without persistence on a free port; answers once it accepts connections. */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  const started = Date.now();
  while (!(await accepts(port))) {
    if (spawnError)
      throw new Error(`redis-server could not be run (apt-get install redis-server): ${spawnError.message}`);
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (Date.now() - started > 10_000) throw new Error('redis-server did not start within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
