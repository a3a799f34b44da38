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
    env: { ...process.env, DRAIN_MS: '0', ...env },
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

  it('drains for DRAIN_MS before closing, and gives close SHUTDOWN_TIMEOUT_MS to finish', async () => {
    const run = startService({ DRAIN_MS: '700', SHUTDOWN_TIMEOUT_MS: '4000' });
    await until(() => run.output().includes('started'));
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    const drainedAt = Number(/draining at (\d+)/.exec(run.output())?.[1]);
    const [, closedAt, left] = /closing at (\d+) with (\d+) ms left/.exec(run.output()) ?? [];
    expect(Number(closedAt) - drainedAt).toBeGreaterThanOrEqual(700);
    expect(Number(left)).toBeGreaterThan(3500);
    expect(Number(left)).toBeLessThanOrEqual(4000);
  });

  it('closes at once on SIGINT (a terminal’s Ctrl-C), without draining', async () => {
    const run = startService({ DRAIN_MS: '600000' });
    await until(() => run.output().includes('started'));
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    expect(run.output()).not.toContain('draining');
    expect(run.output()).toContain('closing');
  });

  it('exits 1 when close overruns its bound', async () => {
    const run = startService({ SHUTDOWN_TIMEOUT_MS: '200', CLOSE_MS: '600000' });
    await until(() => run.output().includes('started'));
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('did not stop within');
  });

  it('refuses a DRAIN_MS that is not a number of milliseconds, naming it', async () => {
    const run = startService({ DRAIN_MS: 'soon' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/Invalid lifecycle configuration:\n {2}DRAIN_MS: /);
  });

  it('exits 1 with the reason alone when the service cannot start', async () => {
    const run = startService({ FAIL_START: 'Invalid api configuration:\n  PORT: must be a number' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid api configuration:\n  PORT: must be a number');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it('exits at once on a second signal while draining', async () => {
    const run = startService({ DRAIN_MS: '600000' });
    await until(() => run.output().includes('started'));
    run.child.kill('SIGTERM');
    await until(() => run.output().includes('draining'));
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(1);
    expect(run.output()).not.toContain('closing');
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
