import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Fleet, startFleet } from './fleet.js';
import { type ReplicaMetrics, scrapeMetrics } from './metrics.js';
import type { Figures, Scenario } from './scenario.js';
import { adminEditSeenEverywhere } from './scenarios/admin-edit.js';
import { mixedLoadWithCrash } from './scenarios/load.js';
import { priceSeenEverywhere } from './scenarios/price-change.js';
import { purchaseJourney } from './scenarios/purchase.js';
import { sharedRateLimit } from './scenarios/rate-limit.js';
import { uploadSeenEverywhere } from './scenarios/upload.js';

/**
 * `pnpm test:fleet`: starts the fleet (see `fleet.ts`), runs every scenario on it in turn — the load last, since it
 * kills a replica — prints a table of the figures, writes them to `results/latest.json`, stops every process and
 * exits 1 if any scenario failed. A failed scenario does not stop the next: each proves a different piece.
 */
const SCENARIOS: Scenario[] = [
  purchaseJourney,
  uploadSeenEverywhere,
  sharedRateLimit,
  priceSeenEverywhere,
  adminEditSeenEverywhere,
  mixedLoadWithCrash,
];

interface Outcome {
  name: string;
  passed: boolean;
  seconds: number;
  error?: string;
  figures: Figures;
}

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

let fleet: Fleet | undefined;
let stopping: Promise<void> | undefined;
const stopFleet = () => (stopping ??= fleet?.stop() ?? Promise.resolve());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nfleet: ${signal}, stopping every process`);
    void stopFleet().finally(() => process.exit(130));
  });
}

const started = Date.now();
const outcomes: Outcome[] = [];
let startError: string | undefined;
let startSeconds: number | undefined;
let metrics: ReplicaMetrics[] = [];
try {
  console.log('fleet: starting PostgreSQL, Redis, the sandbox, 2 apis, 2 gateways and 2 balancers…');
  fleet = await startFleet();
  startSeconds = seconds(started);
  console.log(`fleet: up in ${startSeconds} s (shop ${fleet.shop.url}, apis behind ${fleet.apiBalancer.url})`);
  for (const scenario of SCENARIOS) {
    const since = Date.now();
    const figures: Figures = {};
    console.log(`\n▶ ${scenario.name}`);
    try {
      await scenario.run(fleet, figures);
      outcomes.push({ name: scenario.name, passed: true, seconds: seconds(since), figures });
      console.log(`✔ passed in ${seconds(since)} s`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcomes.push({ name: scenario.name, passed: false, seconds: seconds(since), error: message, figures });
      console.log(`✘ failed in ${seconds(since)} s: ${message}`);
    }
  }
  metrics = await scrapeMetrics(fleet);
} catch (error) {
  startError = error instanceof Error ? error.message : String(error);
  console.error(`fleet: could not start: ${startError}`);
} finally {
  await stopFleet();
}

const balancers = fleet && {
  shop: {
    forwarded: fleet.shop.forwarded,
    refusedRetried: fleet.shop.refusedRetried,
    answered502: fleet.shop.answered502,
    answered503: fleet.shop.answered503,
  },
  api: {
    forwarded: fleet.apiBalancer.forwarded,
    refusedRetried: fleet.apiBalancer.refusedRetried,
    answered502: fleet.apiBalancer.answered502,
    answered503: fleet.apiBalancer.answered503,
  },
};
const report = {
  at: new Date().toISOString(),
  passed: !startError && outcomes.every((o) => o.passed) && outcomes.length === SCENARIOS.length,
  wallSeconds: seconds(started),
  startSeconds,
  startError,
  scenarios: outcomes,
  balancers,
  metrics,
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

console.log('\nresult  seconds  scenario');
for (const o of outcomes)
  console.log(`${(o.passed ? 'pass' : 'FAIL').padEnd(8)}${String(o.seconds).padEnd(9)}${o.name}`);
const load = outcomes.find((o) => o.name === mixedLoadWithCrash.name)?.figures;
if (load) {
  const rows: [string, unknown][] = [
    ['shoppers', load.shoppers],
    ['requests', load.requests],
    ['requests/s', load.requestsPerSecond],
    ['p50 / p95 / max ms', `${load.p50Ms} / ${load.p95Ms} / ${load.maxMs}`],
    ['purchases', load.purchases],
    ['errors seen / retried', `${load.errorsSeen} / ${load.errorsRetried}`],
    ['api 2 killed at s', load.killedAtSeconds],
    ['requests on the wire then', load.inFlightAtKill],
    ['restart to ready ms', load.restartToReadyMs],
    ['errors ended ms after kill', load.errorsEndedAfterKillMs],
    ['orders / shipments / refunds', `${load.ordersStored} / ${load.shipments} / ${load.refunds}`],
  ];
  console.log('\nload');
  for (const [name, value] of rows) console.log(`  ${name.padEnd(30)}${String(value)}`);
}
const price = outcomes.find((o) => o.name === priceSeenEverywhere.name)?.figures;
if (price?.slowestMs !== undefined) console.log(`\nprice change seen everywhere after ${price.slowestMs} ms`);
if (metrics.length) {
  console.log('\n/metrics        status  public  names  orders placed  payments refused');
  for (const m of metrics) {
    console.log(
      `  ${m.replica.padEnd(14)}${String(m.status).slice(0, 6).padEnd(8)}${String(m.publicStatus).slice(0, 6).padEnd(8)}${String(m.metricNames).padEnd(7)}${String(m.ordersPlaced ?? '-').padEnd(15)}${m.paymentsRefused ?? '-'}`,
    );
  }
}
console.log(
  `\nfleet: ${report.passed ? 'passed' : 'FAILED'} in ${report.wallSeconds} s (figures in tests/fleet/results/latest.json, each process's log in tests/fleet/results/logs/)`,
);
process.exit(report.passed ? 0 : 1);
