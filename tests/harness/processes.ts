import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from './stack.js';

/**
 * Each service in a process of its own, started as an operator starts it (the built `dist/main.js`, configured by the
 * environment) — for the bench, which weighs each process, and for tests of many replicas.
 */
export type ServiceName = 'api' | 'gateway' | 'sandbox';

export interface ServiceProcess {
  name: ServiceName;
  /** The service's origin, e.g. `http://127.0.0.1:43121`. */
  url: string;
  port: number;
  /** Where it serves `/metrics`: a port of its own (METRICS_PORT), never the public one. */
  metricsUrl: string;
  child: ChildProcess;
  /** Resident memory now and its peak so far (`VmRSS`, `VmHWM` of /proc), in bytes. */
  memory(): { rss: number; peak: number };
  /** CPU time the process has used so far (user + system, from /proc), in ms. */
  cpuTime(): number;
  /** Sends `signal` and resolves with the exit code (null when a signal ended it). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The Node flags a service's `start` runs it with (`<package>/node-flags`: its heap's bounds), if it has any. */
function productionNodeFlags(packageDir: string): string[] {
  const file = path.join(packageDir, 'node-flags');
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean) : [];
}

/**
 * The environment a service's `start` gives its process (`<package>/node-env`, `NAME=value` words: settings of the C
 * library's allocator, which it reads before Node runs), if it has any.
 */
function productionNodeEnv(packageDir: string): Record<string, string> {
  const file = path.join(packageDir, 'node-env');
  if (!existsSync(file)) return {};
  const words = readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean);
  return Object.fromEntries(words.map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]));
}

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

function readStatus(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  if (!pid) return 0;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return Number(line?.replace(/\D+/g, '') ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

function readCpuTime(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`${url}: the service exited (${exited}) before it was healthy`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}: not healthy after ${timeoutMs} ms`);
}

/** Where a service's output goes: both streams appended to `logFile`, else stderr here and stdout unless `quiet`. */
function output(options: { quiet?: boolean; logFile?: string }): StdioOptions {
  if (options.logFile) {
    const file = openSync(options.logFile, 'a');
    return ['ignore', file, file];
  }
  return ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'];
}

/**
 * Starts one service (`<name>/dist/main.js`) with `env` on a free port (unless `env.PORT` names one), its metrics on
 * another (unless `env.METRICS_PORT` names one), and waits until its `/health` answers. The service's stderr comes through; stdout (its logs) too unless `quiet`; with `logFile`, both
 * go to that file instead. `nodeArgs` go to Node before the script (`--cpu-prof`, say).
 */
export async function spawnService(
  name: ServiceName,
  env: Record<string, string>,
  options: { quiet?: boolean; startTimeoutMs?: number; nodeArgs?: string[]; logFile?: string } = {},
): Promise<ServiceProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : await freePort();
  const packageDir = path.join(repoRoot, name);
  // The api and the gateway run as built for production (`pnpm build`); the sandbox, a development tool, under tsx.
  // Flags a caller adds come after the package's own, so they can override its heap's bounds.
  const script =
    name === 'sandbox'
      ? [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/main.ts']
      : [...productionNodeFlags(packageDir), ...(options.nodeArgs ?? []), 'dist/main.js'];
  if (name !== 'sandbox' && !existsSync(path.join(packageDir, 'dist', 'main.js'))) {
    throw new Error(`${name} is not built: run \`pnpm build\` first`);
  }
  const stdio = output(options);
  const child = spawn(process.execPath, script, {
    cwd: packageDir,
    env: {
      ...process.env,
      ...(name === 'sandbox' ? {} : productionNodeEnv(packageDir)),
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: env.HOST ?? '127.0.0.1',
      METRICS_PORT: String(metricsPort),
    },
    stdio,
  });
  // The child has its own copy of the log file's descriptor.
  if (Array.isArray(stdio) && typeof stdio[1] === 'number') closeSync(stdio[1]);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, options.startTimeoutMs ?? 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  let exitCode: Promise<number | null> | undefined;
  const exited = () =>
    (exitCode ??=
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve(child.exitCode)
        : new Promise((resolve) => child.once('exit', (code) => resolve(code))));
  return {
    name,
    url,
    port,
    metricsUrl: `http://127.0.0.1:${metricsPort}`,
    child,
    memory: () => ({ rss: readStatus(child.pid, 'VmRSS'), peak: readStatus(child.pid, 'VmHWM') }),
    cpuTime: () => readCpuTime(child.pid),
    stop: async (signal = 'SIGTERM') => {
      const done = exited();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return done;
    },
  };
}

/**
 * Settings for running the api and the gateway in production mode where no third party is called (the bench's
 * catalogue pages): fresh secrets, and provider addresses on the reserved `.invalid` domain, which never resolves.
 * Production mode matters to what is measured: React, graphql-js and Apollo Server skip their development checks.
 */
export function productionWithoutProviders(publicUrl: string) {
  const secret = () => randomBytes(24).toString('hex');
  return {
    api: {
      NODE_ENV: 'production',
      PUBLIC_URL: publicUrl,
      JWT_SECRET: secret(),
      SMTP_URL: 'smtp://mail.providers.invalid:25',
      RAZORPAY_API_URL: 'https://razorpay.providers.invalid',
      RAZORPAY_KEY_ID: 'rzp_bench_unused',
      RAZORPAY_KEY_SECRET: secret(),
      RAZORPAY_WEBHOOK_SECRET: secret(),
      SHIPPING_WEBHOOK_TOKEN: secret(),
      // A made-up registration with a valid check character: production refuses the sandbox's own.
      INVOICE_SELLER_GSTIN: '08AABCS1429B1ZU',
      RETRY_INTERVAL_SECONDS: '0',
      SHIPROCKET_API_URL: 'https://shiprocket.providers.invalid',
      SHIPROCKET_EMAIL: 'bench@providers.invalid',
      SHIPROCKET_PASSWORD: secret(),
      SMS_API_URL: 'https://sms.providers.invalid',
      SMS_ACCOUNT_SID: 'ACunused',
      SMS_AUTH_TOKEN: secret(),
      WHATSAPP_API_URL: 'https://whatsapp.providers.invalid',
      WHATSAPP_PHONE_NUMBER_ID: '200000000000002',
      WHATSAPP_ACCESS_TOKEN: secret(),
      WHATSAPP_APP_SECRET: secret(),
      WHATSAPP_VERIFY_TOKEN: secret(),
    },
    gateway: {
      NODE_ENV: 'production',
      PUBLIC_URL: publicUrl,
      RAZORPAY_CHECKOUT_URL: 'https://checkout.providers.invalid/v1/checkout.js',
    },
  };
}
