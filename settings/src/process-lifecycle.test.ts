import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serviceFile = fileURLToPath(new URL('./test/service-process.ts', import.meta.url));

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startService(env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', serviceFile], {
    env: { ...process.env, ...env },
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
  return { child, output: () => output, exited };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('runService', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('closes the service on %s and exits 0', async (signal) => {
    const run = startService();
    await until(() => run.output().includes('started'));
    run.child.kill(signal);
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('closing');
  });

  it('exits 1 with the reason alone when the service cannot start', async () => {
    const run = startService({ FAIL_START: 'Invalid api configuration:\n  PORT: must be a number' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid api configuration:\n  PORT: must be a number');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it('exits at once on a second signal while a slow close is still running', async () => {
    const run = startService({ CLOSE_MS: '600000' });
    await until(() => run.output().includes('started'));
    run.child.kill('SIGTERM');
    await until(() => run.output().includes('closing'));
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(1);
  });
});
