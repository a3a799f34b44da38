import path from 'node:path';
import type { loadApiConfig as LoadApiConfig } from '../../api/src/config.js';
import type { Database } from '../../api/src/db/client.js';
import type { prepareDatabase as PrepareDatabase } from '../../api/src/server.js';
import type { buildGateway as BuildGateway, loadGatewayConfig as LoadGatewayConfig } from '../../gateway/src/index.js';
import type { loadSandboxConfig as LoadSandboxConfig, startSandbox as StartSandbox } from '../../sandbox/src/index.js';
import type { startTracing as StartTracing } from '../../telemetry/src/index.js';

/** Imports a module of the repository (a path from its root) as it is on disk now. */
export type Load = <T>(file: string) => Promise<T>;

/** A service answering on its port. */
export interface Running {
  url: string;
  close(): Promise<void>;
}

/**
 * How `pnpm dev` runs one service in its own process and takes in a change of its code without a new process: the
 * changed modules are imported again and the service is built anew and put on its port, the old one closing only once
 * the new one is built (a change that does not build leaves the old one serving).
 */
export interface DevService {
  /** Once per process, before the first start (the api opens, migrates and seeds its database). */
  prepare?(load: Load): Promise<void>;
  /** Builds the service from the code as it is now and puts it on its port in place of `previous`. */
  start(load: Load, previous: Running | undefined): Promise<Running>;
  /** Once per process, after the service has closed (the api closes its database). */
  dispose?(): Promise<void>;
  /** Files the service reads itself, outside its modules (the schema's SDL). */
  reads?(file: string): boolean;
  /** Files whose change needs a new process: code that runs once per process (opening the database, migrations). */
  needsRestart?(file: string): boolean;
}

/** A built Fastify app, as far as putting it on a port goes. */
interface App {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<unknown>;
}

/** Builds with `build` while `previous` still serves, then closes it and listens in its place. */
async function swap(
  build: () => Promise<App>,
  previous: Running | undefined,
  listen: { port: number; host: string },
): Promise<Running> {
  const app = await build();
  await previous?.close();
  await app.listen(listen);
  return {
    url: `http://127.0.0.1:${listen.port}`,
    close: async () => {
      await app.close();
    },
  };
}

/** Tracing is set up once per process (its state is the process's); each start after the first finds it there. */
async function tracing(load: Load, serviceName: string): Promise<void> {
  const { startTracing } = await load<{ startTracing: typeof StartTracing }>('/telemetry/src/index.ts');
  await startTracing({ serviceName });
}

const under = (root: string, ...folders: string[]) => {
  const prefixes = folders.map((folder) => path.join(root, folder) + path.sep);
  return (file: string) => prefixes.some((prefix) => file.startsWith(prefix));
};

export function devServices(root: string): Record<'sandbox' | 'api' | 'gateway', DevService> {
  let database: Database | undefined;
  return {
    sandbox: {
      start: async (load, previous) => {
        await tracing(load, 'sutra-sandbox');
        const { loadSandboxConfig, startSandbox } = await load<{
          loadSandboxConfig: typeof LoadSandboxConfig;
          startSandbox: typeof StartSandbox;
        }>('/sandbox/src/index.ts');
        const config = loadSandboxConfig();
        // Its ports (HTTP and SMTP) are taken by the one running: it closes first.
        await previous?.close();
        const sandbox = await startSandbox(config);
        return { url: sandbox.url, close: () => sandbox.close() };
      },
    },
    api: {
      prepare: async (load) => {
        await tracing(load, 'sutra-api');
        const { loadApiConfig } = await load<{ loadApiConfig: typeof LoadApiConfig }>('/api/src/config.ts');
        const { prepareDatabase } = await load<{ prepareDatabase: typeof PrepareDatabase }>('/api/src/server.ts');
        ({ database } = await prepareDatabase(loadApiConfig()));
      },
      start: async (load, previous) => {
        const { loadApiConfig } = await load<{ loadApiConfig: typeof LoadApiConfig }>('/api/src/config.ts');
        const { buildApiApp } = await load<typeof import('../../api/src/app.js')>('/api/src/app.ts');
        const config = loadApiConfig();
        const db = database;
        if (!db) throw new Error('the database is not open');
        return swap(() => buildApiApp({ config, db: db.db, pool: db.pool }), previous, config);
      },
      dispose: async () => {
        await database?.close();
      },
      // Opening, migrating and seeding the database happen once per process.
      needsRestart: under(root, 'api/drizzle', 'api/src/db', 'api/src/seed'),
    },
    gateway: {
      prepare: (load) => tracing(load, 'sutra-gateway'),
      start: async (load, previous) => {
        const { buildGateway, loadGatewayConfig } = await load<{
          buildGateway: typeof BuildGateway;
          loadGatewayConfig: typeof LoadGatewayConfig;
        }>('/gateway/src/index.ts');
        const config = loadGatewayConfig();
        return swap(() => buildGateway(config), previous, config);
      },
      // The schema's SDL files are read when the gateway is built (gateway/src/schema.ts).
      reads: (file) => file.startsWith(path.join(root, 'schema') + path.sep) && file.endsWith('.graphql'),
    },
  };
}
