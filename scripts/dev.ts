/**
 * `pnpm dev`: the whole store for working on it, in one command. Generates GraphQL code and builds the explorer when
 * their sources changed, then runs the sandbox, the api and the gateway, each in a process that takes in a change of
 * its code (or of `rules`, `settings`, `telemetry`) in place (`dev/service-host.ts`), Vite's dev server for the web
 * app (hot reload, and the gateway behind it on the same origin), and codegen in watch mode, which regenerates the
 * GraphQL code when the schema or an operation changes (the gateway reads the new schema at once). One URL to open.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, watch, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DEMO_BUYER_LOGIN, DEMO_OWNER_LOGIN } from '../settings/src/sandbox-defaults.js';
import { ADMIN_BUILD, CODEGEN, EXPLORER_BUILD, repoRoot, runStaleSteps, STAMP_DIR } from './build-steps.js';
import { createDevLog } from './dev/logs.js';
import { isHostMessage, RESTART_EXIT_CODE } from './dev/messages.js';

const log = createDevLog(process.stdout);

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** The same variables as `pnpm start` (PORT is the store's, API_PORT and SANDBOX_PORT the others'), and WEB_PORT. */
const ports = {
  web: port('WEB_PORT', 5173),
  gateway: port('PORT', 4000),
  api: port('API_PORT', 4001),
  sandbox: port('SANDBOX_PORT', 4002),
  smtp: port('SMTP_PORT', 2525),
};
const storeUrl = `http://localhost:${ports.web}`;
const local = (at: number) => `http://127.0.0.1:${at}`;

runStaleSteps([CODEGEN, EXPLORER_BUILD, ADMIN_BUILD]);

/**
 * The gateway's own page in development says where the store is: pages come from Vite's dev server, whose proxy sends
 * the rest (GraphQL, media, uploads) to the gateway.
 */
function devShell(): string {
  const dir = path.join(STAMP_DIR, 'dev-web');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Sutra (development)</title>` +
      `<meta http-equiv="refresh" content="0; url=${storeUrl}/" /></head>` +
      `<body><p>In development the store is at <a href="${storeUrl}/">${storeUrl}</a>.</p></body></html>\n`,
  );
  return dir;
}

const { METRICS_PORT: _metricsPort, ...inherited } = process.env;
// Development answers at once on a restart: no drain for a balancer that is not there.
const base = {
  ...inherited,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DRAIN_MS: '0',
  // Colours for a terminal only: the processes write to pipes, which would turn them off.
  ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }),
};
const shiprocket = process.env.SHIPROCKET_API_URL ?? `${local(ports.sandbox)}/shiprocket`;
const environments = {
  sandbox: {
    ...base,
    PORT: String(ports.sandbox),
    SMTP_PORT: String(ports.smtp),
    HOST: '127.0.0.1',
    API_URL: local(ports.api),
    // Where the WhatsApp templates' buttons open the shop.
    PUBLIC_URL: storeUrl,
  },
  api: {
    ...base,
    PORT: String(ports.api),
    HOST: '127.0.0.1',
    PUBLIC_URL: storeUrl,
    SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${ports.smtp}`,
    RAZORPAY_API_URL: process.env.RAZORPAY_API_URL ?? `${local(ports.sandbox)}/razorpay`,
    SHIPROCKET_API_URL: shiprocket,
  },
  gateway: {
    ...base,
    PORT: String(ports.gateway),
    HOST: '127.0.0.1',
    API_URL: local(ports.api),
    PUBLIC_URL: storeUrl,
    SHIPROCKET_API_URL: shiprocket,
    RAZORPAY_CHECKOUT_URL:
      process.env.RAZORPAY_CHECKOUT_URL ?? `http://localhost:${ports.sandbox}/razorpay/v1/checkout.js`,
    WEB_DIST: devShell(),
  },
};

/** The file of a package's command (`bin`), as installed for the package whose folder is `from`. */
function packageBin(from: string, name: string, command: string): string {
  const manifest = createRequire(path.join(from, 'package.json')).resolve(`${name}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  const file = bin[command];
  if (!file) throw new Error(`${name} has no command ${command}`);
  return path.join(path.dirname(manifest), file);
}

const children = new Set<ChildProcess>();
let stopping = false;

/** Prints what a process writes, line by line, as `from`'s. */
function relay(child: ChildProcess, from: string, filter: (line: string) => string | undefined = (line) => line) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      const kept = filter(line);
      if (kept !== undefined) log.line(from, kept);
    });
  }
}

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Resolves once any file under the folders changes: a service that stopped waits for its code to be fixed. */
function nextChange(folders: string[]): Promise<string> {
  return new Promise((resolve) => {
    const watchers = folders.map((folder) =>
      watch(path.join(repoRoot, folder), { recursive: true }, (_event, file) => {
        for (const w of watchers) w.close();
        resolve(path.join(folder, String(file)));
      }),
    );
  });
}

/** A service in its own process, restarted when it asks for a new one, or after it stopped, once its code changes. */
function runService(name: 'sandbox' | 'api' | 'gateway'): Promise<string> {
  let firstStart: ((url: string) => void) | undefined;
  const started = new Promise<string>((resolve) => {
    firstStart = resolve;
  });
  const launch = () => {
    const child = track(
      spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', 'dev', 'service-host.ts'), name], {
        cwd: repoRoot,
        env: environments[name],
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      }),
    );
    relay(child, name);
    child.on('message', (message) => {
      if (!isHostMessage(message)) return;
      if (message.type === 'started') {
        if (message.reason)
          log.info(`${name} reloaded in ${message.ms} ms (${message.reason})`, { service: name, ms: message.ms });
        else log.info(`${name} started at ${message.url} in ${message.ms} ms`, { service: name, ms: message.ms });
        firstStart?.(message.url);
        firstStart = undefined;
      } else if (message.type === 'failed') {
        log.error(`${name} did not ${message.reason ? 'reload' : 'start'}: ${message.error}`, { service: name });
      } else {
        log.info(`${name} restarts in a new process (${message.reason})`, { service: name });
      }
    });
    child.on('exit', (code) => {
      if (stopping) return;
      if (code === RESTART_EXIT_CODE) return launch();
      log.error(`${name} stopped (exit ${code}); it starts again when a file changes`, { service: name });
      void nextChange([name, 'rules', 'settings', 'telemetry', 'schema']).then(launch);
    });
  };
  launch();
  return started;
}

/** Vite's dev server for the web app: hot reload, and the gateway behind it for everything else on the origin. */
function runWeb(): void {
  const vite = packageBin(path.join(repoRoot, 'web'), 'vite', 'vite');
  const child = track(
    spawn(process.execPath, [vite, '--port', String(ports.web), '--strictPort', '--clearScreen', 'false'], {
      cwd: path.join(repoRoot, 'web'),
      env: { ...base, GATEWAY_URL: local(ports.gateway) },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  relay(child, 'web');
}

/** `graphql-codegen --watch`: its progress lines are dropped; what it wrote, and its errors, are kept. */
function runCodegen(): void {
  const cli = packageBin(repoRoot, '@graphql-codegen/cli', 'graphql-codegen');
  const child = track(
    spawn(process.execPath, [cli, '--config', 'codegen.ts', '--watch'], {
      cwd: repoRoot,
      env: base,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let first = true;
  relay(child, 'codegen', (line) => {
    if (/✔ Generate outputs/.test(line)) {
      const said = first ? undefined : 'GraphQL code regenerated';
      first = false;
      return said;
    }
    return /✖|rror|Failed/.test(line) ? line : undefined;
  });
}

async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  const exits = [...children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(exits);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

await runService('sandbox');
await runService('api');
await runService('gateway');
runWeb();
runCodegen();
log.info(
  `\n  Sutra (development) is open at ${storeUrl}` +
    `\n  GraphQL explorer: ${storeUrl}/graphql (its key button signs in as the demo buyer)` +
    `\n  REST API docs: ${local(ports.api)}/API/v1/docs/ui` +
    `\n  Mail the store sent: ${local(ports.sandbox)}/sandbox/mail` +
    `\n  Demo buyer: ${DEMO_BUYER_LOGIN.email} / ${DEMO_BUYER_LOGIN.password}` +
    `\n  Demo owner (back office): ${DEMO_OWNER_LOGIN.email} / ${DEMO_OWNER_LOGIN.password}, TOTP secret ${DEMO_OWNER_LOGIN.totpSecret}` +
    '\n  A change to the api, the gateway, the sandbox or what they share reloads it in place; a change to the' +
    '\n  schema or an operation regenerates the GraphQL code; the web app reloads in the browser.\n',
  { url: storeUrl },
);
