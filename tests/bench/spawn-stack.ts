import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../harness/stack.js';

export interface SpawnedStack {
  url: string;
  apiUrl: string;
  stop(): Promise<void>;
}

/** Starts the store in a child process, so load generation here does not steal its CPU. */
export async function spawnStack(dataDir?: string, env: Record<string, string> = {}): Promise<SpawnedStack> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'tests/harness/serve-stack.ts')],
    // Production mode, as the store runs for shoppers (graphql-js skips its development-only checks).
    {
      cwd: path.join(repoRoot, 'tests'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', STACK_DATA_DIR: dataDir ?? '', ...env },
    },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const ready = await new Promise<{ url: string; apiUrl: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`stack exited early (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line));
    });
  });
  return {
    ...ready,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
