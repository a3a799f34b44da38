import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, productionWithoutProviders, type ServiceProcess, spawnService } from '../harness/processes.js';
import { webDist } from '../harness/stack.js';

export interface ProductionStack {
  api: ServiceProcess;
  gateway: ServiceProcess;
  stop(): Promise<void>;
}

/**
 * The api and the gateway, each in its own process as an operator runs them (the production build, production mode,
 * PGlite in a fresh data directory seeded by a first start), with no third party: what the bench's catalogue pages
 * need.
 */
export async function startProductionStack(
  gatewayEnv: Record<string, string> = {},
  options: { gatewayNodeArgs?: string[] } = {},
): Promise<ProductionStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sutra-bench-'));
  const gatewayPort = await freePort();
  const settings = productionWithoutProviders(`http://127.0.0.1:${gatewayPort}`);
  // The first start creates, migrates and seeds the database (on PGlite, initdb runs in a second WebAssembly instance
  // whose pages the process keeps); the api measured is a replica started on that data, as an operator's are.
  await (await spawnService('api', { ...settings.api, DATA_DIR: dataDir })).stop();
  const api = await spawnService('api', { ...settings.api, DATA_DIR: dataDir });
  let gateway: ServiceProcess;
  try {
    gateway = await spawnService(
      'gateway',
      {
        ...settings.gateway,
        // The bench's load comes from one address at thousands of requests a second: the per-client limits are raised
        // past it (still counting every request, as in production) so the bench measures the store, not the limits.
        GRAPHQL_RATE_LIMIT: '1000000000',
        PAGE_RATE_LIMIT: '1000000000',
        ...gatewayEnv,
        PORT: String(gatewayPort),
        API_URL: api.url,
        WEB_DIST: webDist,
      },
      { nodeArgs: options.gatewayNodeArgs ?? [] },
    );
  } catch (error) {
    await api.stop();
    throw error;
  }
  return {
    api,
    gateway,
    stop: async () => {
      await gateway.stop();
      await api.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
