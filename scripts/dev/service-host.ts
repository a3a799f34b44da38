/**
 * One service of `pnpm dev` (`node --import tsx scripts/dev/service-host.ts api`): loads the service's code through
 * Vite's module loader, which keeps each module until its file (or a module it imports) changes, and on a change
 * builds the service again from the changed modules in this same process. Libraries stay loaded and the api's
 * database stays open, so a change is served in about a second where a new process takes five or more.
 *
 * It tells the process that started it (`scripts/dev.ts`) what happens over IPC: `started`, `failed`, and exits with
 * RESTART_EXIT_CODE when a change needs a new process.
 */
import path from 'node:path';
import { createServer } from 'vite';
import { repoRoot } from '../build-steps.js';
import { type HostMessage, RESTART_EXIT_CODE } from './messages.js';
import { devServices, type Load, type Running } from './services.js';

const name = process.argv[2];
const services = devServices(repoRoot);
if (name !== 'sandbox' && name !== 'api' && name !== 'gateway') {
  console.error(`usage: service-host.ts sandbox|api|gateway (not ${name})`);
  process.exit(2);
}
const service = services[name];
const tell = (message: HostMessage) => process.send?.(message);

/** The folders whose files a service may import or read: everything else in the repository goes unwatched. */
const WATCHED = new Set(['api', 'gateway', 'sandbox', 'rules', 'settings', 'telemetry', 'schema']);
const UNWATCHED_PART = /(^|[\\/])(node_modules|dist|dist-server|\.git)([\\/]|$)/;
const ignored = (file: string) => {
  const relative = path.relative(repoRoot, file);
  if (relative === '') return false;
  const top = relative.split(path.sep)[0] ?? '';
  return !WATCHED.has(top) || UNWATCHED_PART.test(relative);
};

const vite = await createServer({
  root: repoRoot,
  configFile: false,
  envFile: false,
  logLevel: 'error',
  clearScreen: false,
  appType: 'custom',
  server: {
    middlewareMode: true,
    hmr: false,
    ws: false,
    // An editor that saves in place empties the file, then writes it: a rebuild between the two would load an empty
    // module (and, its modification time unchanged, the write would go unnoticed). A change counts once the file's
    // size has held for 40 ms.
    watch: { ignored, awaitWriteFinish: { stabilityThreshold: 40, pollInterval: 10 } },
  },
  // Nothing is bundled ahead: the services' dependencies are Node's, loaded by Node.
  optimizeDeps: { noDiscovery: true, include: [] },
});
const load: Load = async <T>(file: string) => (await vite.ssrLoadModule(file)) as T;
const graph = vite.environments.ssr.moduleGraph;

let running: Running | undefined;
let starting: Promise<void> = Promise.resolve();

/** Builds the service from the code on disk and puts it in place of the running one; a failure leaves that one. */
async function start(reason: string | undefined): Promise<void> {
  const began = performance.now();
  try {
    running = await service.start(load, running);
    tell({ type: 'started', url: running.url, ms: Math.round(performance.now() - began), reason });
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    tell({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error), reason });
  }
}

let changed = new Set<string>();
let timer: NodeJS.Timeout | undefined;
/**
 * Editors and codegen write several files at once: one rebuild for the lot. The changed modules are marked stale here,
 * just before the rebuild, rather than left to Vite's own watcher, which does it only after an awaited plugin hook and
 * so, on a busy machine, after a rebuild had already loaded the old code.
 */
function onChange(file: string) {
  if (service.needsRestart?.(file)) {
    tell({ type: 'restarting', reason: path.relative(repoRoot, file) });
    void stop(RESTART_EXIT_CODE);
    return;
  }
  const inGraph = (graph.getModulesByFile(file)?.size ?? 0) > 0;
  if (!inGraph && !service.reads?.(file)) return;
  changed.add(file);
  clearTimeout(timer);
  timer = setTimeout(() => {
    const files = [...changed];
    changed = new Set();
    for (const changedFile of files) graph.onFileChange(changedFile);
    const reason = files.map((changedFile) => path.relative(repoRoot, changedFile)).join(', ');
    starting = starting.then(() => start(reason));
  }, 30);
}
vite.watcher.on('change', onChange);
vite.watcher.on('add', onChange);
vite.watcher.on('unlink', onChange);

async function stop(code: number) {
  clearTimeout(timer);
  await starting;
  await running?.close().catch(() => undefined);
  await service.dispose?.().catch(() => undefined);
  await vite.close();
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
process.on('disconnect', () => void stop(0));

try {
  await service.prepare?.(load);
} catch (error) {
  if (error instanceof Error) vite.ssrFixStacktrace(error);
  tell({
    type: 'failed',
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    reason: undefined,
  });
  await stop(1);
}
starting = start(undefined);
