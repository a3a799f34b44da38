import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningRedis, startRedis } from '@sutra/settings/test-redis-server';
import { type PostgresServer, startPostgres } from '../harness/postgres.js';
import { freePort, type ServiceProcess, spawnService } from '../harness/processes.js';
import { webDist } from '../harness/stack.js';
import { type Balancer, startBalancer } from './balancer.js';

/**
 * The store run as a fleet on one machine, every piece a process of its own started as an operator starts it:
 * PostgreSQL and Redis from the machine's packages, the sandbox (Razorpay, Shiprocket, mail, SMS and WhatsApp), two
 * api replicas and two gateway replicas, and two balancers — one in front of the gateways (what shoppers reach), one
 * in front of the apis (what the gateways and the sandbox's webhooks call). Each api replica has a data directory of
 * its own, as separate machines would: nothing may rely on a shared disk.
 */
export interface Fleet {
  postgres: PostgresServer;
  /** `postgres://…/sutra`, the store's database. */
  databaseUrl: string;
  redis: RunningRedis;
  sandbox: ServiceProcess;
  apis: ServiceProcess[];
  gateways: ServiceProcess[];
  /** What shoppers reach: round-robin over the gateways. */
  shop: Balancer;
  /** What the gateways and the sandbox's webhooks call: round-robin over the apis. */
  apiBalancer: Balancer;
  /** Starts api replica `index` again on its port and data directory (after a crash); answers the new process. */
  restartApi(index: number): Promise<ServiceProcess>;
  stop(): Promise<void>;
}

/** Each process's output (its warnings and errors: LOG_LEVEL warn), one file per process, kept after the run. */
export const logsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'logs');
const log = (name: string) => ({ logFile: path.join(logsDir, `${name}.log`) });

/** How long a replica keeps answering after SIGTERM (the fleet's own stop; the kill in the load is a SIGKILL). */
const DRAIN_MS = '500';
const REPLICAS = 2;

/** Stops what was started, newest first, whatever fails on the way. */
class Teardown {
  private readonly steps: { what: string; run: () => Promise<unknown> | unknown }[] = [];
  add(what: string, run: () => Promise<unknown> | unknown) {
    this.steps.push({ what, run });
  }
  async run(): Promise<void> {
    for (const step of this.steps.reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`fleet: stopping ${step.what} failed: ${error instanceof Error ? error.message : error}`);
      }
    }
    this.steps.length = 0;
  }
}

/** SIGTERM, then SIGKILL if the process has not exited within `graceMs`. */
async function stopProcess(service: ServiceProcess, graceMs = 20_000): Promise<void> {
  const exited = service.stop('SIGTERM');
  const timer = setTimeout(() => service.child.kill('SIGKILL'), graceMs);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}

export async function startFleet(): Promise<Fleet> {
  const teardown = new Teardown();
  await rm(logsDir, { recursive: true, force: true });
  await mkdir(logsDir, { recursive: true });
  try {
    const postgres = await startPostgres();
    teardown.add('PostgreSQL', () => postgres.stop());
    postgres.query('create database sutra');
    const databaseUrl = postgres.url('sutra');
    const redis = await startRedis();
    // Nothing in it outlives the test: stopped at once.
    teardown.add('Redis', () => redis.kill());

    const [shopPort, apiPorts, smtpPort] = await Promise.all([
      freePort(),
      Promise.all(Array.from({ length: REPLICAS }, () => freePort())),
      freePort(),
    ]);
    const publicUrl = `http://127.0.0.1:${shopPort}`;
    const apiOrigins = apiPorts.map((port) => `http://127.0.0.1:${port}`);
    // The api balancer needs only its backends' addresses: it sends nowhere until a replica answers /ready.
    const apiBalancer = await startBalancer(apiOrigins);
    teardown.add('the api balancer', () => apiBalancer.close());

    const sandbox = await spawnService(
      'sandbox',
      {
        API_URL: apiBalancer.url,
        SMTP_PORT: String(smtpPort),
        SHIPROCKET_ADVANCE_SECONDS: '0',
        RAZORPAY_UPI_APPROVAL_MS: '0',
        DRAIN_MS,
      },
      log('sandbox'),
    );
    teardown.add('the sandbox', () => stopProcess(sandbox));

    const jwtSecret = randomBytes(32).toString('hex');
    const dataDirs = await Promise.all(apiPorts.map(() => mkdtemp(path.join(tmpdir(), 'sutra-fleet-api-'))));
    teardown.add('the api data directories', () =>
      Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))),
    );
    const apiEnv = (index: number): Record<string, string> => ({
      PORT: String(apiPorts[index]),
      DATA_DIR: dataDirs[index] as string,
      DATABASE_URL: databaseUrl,
      MEDIA_STORE: 'postgres',
      REDIS_URL: redis.url,
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: publicUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      RAZORPAY_API_URL: `${sandbox.url}/razorpay`,
      SHIPROCKET_API_URL: `${sandbox.url}/shiprocket`,
      SMS_API_URL: `${sandbox.url}/sms`,
      WHATSAPP_API_URL: `${sandbox.url}/whatsapp`,
      // Shipments a crash interrupted are retried by whichever replica claims them first.
      RETRY_INTERVAL_SECONDS: '2',
      DRAIN_MS,
    });
    // Each process is kept as soon as it runs, so a failure to start another still stops it.
    const apis: ServiceProcess[] = [];
    teardown.add('the apis', () => Promise.all(apis.filter(Boolean).map((api) => stopProcess(api))));
    // Both replicas start together, as an orchestrator starts them: one migrates and seeds, the other waits its turn.
    await Promise.all(
      apiPorts.map(async (_, i) => {
        apis[i] = await spawnService('api', apiEnv(i), log(`api-${i + 1}`));
      }),
    );
    await apiBalancer.waitUntilReady();

    const gatewayEnv: Record<string, string> = {
      API_URL: apiBalancer.url,
      REDIS_URL: redis.url,
      PUBLIC_URL: publicUrl,
      WEB_DIST: webDist,
      RAZORPAY_CHECKOUT_URL: `${sandbox.url}/razorpay/v1/checkout.js`,
      DRAIN_MS,
      // The price-change scenario polls both gateways from this machine's address every 20 ms (no shopper does); the
      // shoppers, each from an address of its own, stay far below the default limit.
      GRAPHQL_RATE_LIMIT: '100000',
    };
    const gateways: ServiceProcess[] = [];
    teardown.add('the gateways', () => Promise.all(gateways.filter(Boolean).map((gateway) => stopProcess(gateway))));
    await Promise.all(
      Array.from({ length: REPLICAS }, async (_, i) => {
        gateways[i] = await spawnService('gateway', gatewayEnv, log(`gateway-${i + 1}`));
      }),
    );
    const shop = await startBalancer(
      gateways.map((g) => g.url),
      { port: shopPort },
    );
    teardown.add('the shop balancer', () => shop.close());
    await shop.waitUntilReady();

    return {
      postgres,
      databaseUrl,
      redis,
      sandbox,
      apis,
      gateways,
      shop,
      apiBalancer,
      restartApi: async (index) => {
        const restarted = await spawnService('api', apiEnv(index), log(`api-${index + 1}`));
        apis[index] = restarted;
        return restarted;
      },
      stop: () => teardown.run(),
    };
  } catch (error) {
    await teardown.run();
    throw error;
  }
}
