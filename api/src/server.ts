import type { CloseOptions } from '@sutra/settings';
import { serveMetrics } from '@sutra/telemetry';
import type { FastifyInstance } from 'fastify';
import { buildApiApp } from './app.js';
import type { ApiConfig } from './config.js';
import type { Database } from './db/client.js';
import { prepareDatabase } from './prepare-database.js';
import type { SeedReport } from './seed/index.js';

export { prepareDatabase } from './prepare-database.js';

export interface RunningApi {
  app: FastifyInstance;
  database: Database;
  /** The origin the api listens on, e.g. `http://127.0.0.1:4001`. */
  url: string;
  /** Where `/metrics` is served (METRICS_PORT), if anywhere. */
  metricsUrl: string | undefined;
  seed: SeedReport;
  /** Turns `/ready` to 503 while everything else is still served (the start of a drain). */
  drain(): void;
  /** Stops accepting, finishes requests in flight (cut off at `options.deadline`), then closes the database. */
  close(options?: CloseOptions): Promise<void>;
}

export async function startApi(
  config: ApiConfig,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<RunningApi> {
  const { database, seed, rebuilt } = await prepareDatabase(config);
  const app = await buildApiApp({ config, db: database.db, pool: database.pool, logStream: options.logStream });
  if (rebuilt.length && !seed.seeded) app.log.info({ rebuilt }, 'rebuilt derived data built with an older shape');
  if (seed.seeded) {
    app.log.info(seed, 'seeded an empty database with the store catalogue');
  } else if (seed.demoBuyer) {
    app.log.info('added the demo buyer to an existing database');
  }
  if (seed.demoOwner && !seed.seeded) app.log.info('added the back office demo owner to an existing database');
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const metrics = config.metrics
    ? await serveMetrics(app.serviceMetrics, config.metrics, config.httpTimeouts)
    : undefined;
  return {
    app,
    database,
    url: `http://${host}:${port}`,
    metricsUrl: metrics?.url,
    seed,
    drain: () => app.lifecycle.drain(),
    close: async (options) => {
      await app.lifecycle.close(options);
      // After the app: a scrape during the drain still answers.
      await metrics?.close();
      await database.close();
    },
  };
}
