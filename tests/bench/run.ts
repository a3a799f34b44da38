/**
 * `pnpm bench`: the store's speed and weight in one run, each figure beside its target (issues 14 and 31's tables),
 * with ratios measured in the same run so they mean something on any machine.
 *
 * 1. One 12-product listing through the gateway (uncached POST, cached persisted-query GET) against the api's own
 *    REST answer: throughput ratios at full load, and the gateway's latency overhead at a fixed 200 requests a second.
 * 2. The JavaScript a first visit downloads, as transferred (compressed as the gateway sends it): the entry route's,
 *    and everything each landing page fetches until the network is idle (a phone pays for all of it).
 * 3. The homepage, a listing and a product page on a phone: Lighthouse 12's mobile profile (4× slower CPU, slow 4G;
 *    the simulated median of 3, which is Lighthouse's score, and once with the throttling applied), the largest paint
 *    with the slow phone applied to Chromium (median of 3 cold loads), and each page's HTML, decoded.
 * 4. Memory of the gateway and the api after all of that.
 * 5. A category of 100,000 products on PostgreSQL and on PGlite: p95 of a listing page, a filtered count, a search;
 *    and the back office's product list, search and a save (a catalogue member's session made for the bench).
 *
 * The api and the gateway run as built for production, each in its own process (`pnpm build` comes first).
 * BENCH_SECONDS sets each load's length (8); BENCH_THROUGHPUT=0 skips part 1 (while working on the pages, say);
 * BENCH_LARGE=0 skips part 5, BENCH_PGLITE_LARGE=0 its PGlite half; BENCH_PROFILE=1 profiles the gateway's CPU through
 * part 1 and prints where the time went. The machine's other work moves every timing: compare a change with the code
 * before it in the same conditions, one run after the other.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../harness/stack.js';
import { benchBeforeHydration, printBeforeHydration } from './before-hydration.js';
import { mainThreadProfile, printProfile } from './cpu-profile.js';
import { firstRouteJs } from './first-route-js.js';
import { benchLargeOnPglite, benchLargeOnPostgres, type LargeCatalogueFigures } from './large-catalogue.js';
import { benchListingThroughput } from './listing-throughput.js';
import { benchPages, type PageFigures, printPages } from './pages.js';
import { type ProductionStack, startProductionStack } from './production-stack.js';
import { type Check, printChecks } from './targets.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const profileDir = process.env.BENCH_PROFILE === '1' ? mkdtempSync(path.join(tmpdir(), 'sutra-cpuprof-')) : undefined;
const mib = (bytes: number) => bytes / 2 ** 20;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Part 1: the listing through the gateway against the api's REST answer. */
async function throughput(stack: ProductionStack): Promise<Check[]> {
  const t = await benchListingThroughput(stack, SECONDS);
  console.log('1. A 12-product listing (PGlite), max throughput with 16 connections:');
  const row = (title: string, r: { rps: number; p50: number; p99: number }) =>
    console.log(`   ${title.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`);
  row('api      GET /API/v1/product (REST)', t.api);
  row('gateway  POST /graphql (uncached)', t.gatewayUncached);
  row('gateway  GET /graphql persisted (cached)', t.gatewayCached);
  console.log(`   at ${t.rate} req/s (open loop):`);
  console.log(`   api      p50 ${ms(t.apiAtRate.p50)}   p99 ${ms(t.apiAtRate.p99)}`);
  console.log(`   gateway  p50 ${ms(t.gatewayAtRate.p50)}   p99 ${ms(t.gatewayAtRate.p99)}`);
  console.log(
    `   CPU per listing: api ${ms(t.cpuPerRequest.api)} (REST), gateway ${ms(t.cpuPerRequest.gateway)} (GraphQL, besides the api's)`,
  );
  return [
    { figure: 'uncached gateway / api req/s', value: t.gatewayUncached.rps / t.api.rps, target: 0.8, unit: '×' },
    { figure: 'cached listing (APQ GET) / api req/s', value: t.gatewayCached.rps / t.api.rps, target: 2, unit: '×' },
    {
      figure: `p50 overhead at ${t.rate} req/s`,
      value: t.gatewayAtRate.p50 - t.apiAtRate.p50,
      target: 5,
      unit: 'ms',
      atMost: true,
    },
    {
      figure: `p99 overhead at ${t.rate} req/s`,
      value: t.gatewayAtRate.p99 - t.apiAtRate.p99,
      target: 5,
      unit: 'ms',
      atMost: true,
    },
  ];
}

console.log(`\nSutra bench — ${new Date().toISOString()}, Node ${process.version}, ${SECONDS} s per load\n`);
const checks: Check[] = [];
const stack = await startProductionStack(
  {},
  // V8 writes the profile from the gateway's heap as it exits, which needs more room than its production bound;
  // the memory a profiled run reports is therefore not the production figure.
  profileDir ? { gatewayNodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--max-old-space-size=1024'] } : {},
);
const mobile: PageFigures[] = [];
let memory: { api: { rss: number; peak: number }; gateway: { rss: number; peak: number } };
try {
  if (process.env.BENCH_THROUGHPUT !== '0') checks.push(...(await throughput(stack)));

  const js = await firstRouteJs(`${stack.gateway.url}/`);
  console.log(
    `\n2. First-route JavaScript of / as transferred: ${(js.transferred / 1024).toFixed(1)} KiB in ${js.files.length} files`,
  );
  checks.push({
    figure: 'first-route JS transferred',
    value: js.transferred / 1024,
    target: 170,
    unit: 'KiB',
    atMost: true,
  });

  mobile.push(...(await benchPages(stack.gateway.url)));
  console.log(
    '\n3. Phones (Lighthouse 12 mobile: 4× CPU slowdown, slow 4G; simulated median of 3, and applied once; the slow ' +
      'phone applied to Chromium, median of 3 cold loads):',
  );
  printPages(mobile);
  for (const { name, simulated, html, scripts, throttled } of mobile) {
    checks.push(
      { figure: `Lighthouse mobile, ${name}`, value: simulated.score, target: 95, unit: '' },
      { figure: `LCP, ${name}`, value: simulated.lcp / 1000, target: 2.5, unit: 's', atMost: true },
      { figure: `TBT, ${name}`, value: simulated.tbt, target: 200, unit: 'ms', atMost: true },
      { figure: `CLS, ${name}`, value: simulated.cls, target: 0.05, unit: '', atMost: true },
    );
    if (name !== 'homepage') {
      checks.push({ figure: `FCP, ${name}`, value: simulated.fcp / 1000, target: 1.2, unit: 's', atMost: true });
    }
    if (name !== 'product') {
      checks.push({
        figure: `LCP under 4× CPU, 1.6 Mbps, 150 ms, ${name}`,
        value: throttled.lcp / 1000,
        target: 1.8,
        unit: 's',
        atMost: true,
      });
    }
    checks.push(
      {
        figure: `JS until network idle, ${name}`,
        value: scripts.transferred / 1024,
        target: 170,
        unit: 'KiB',
        atMost: true,
      },
      { figure: `HTML decoded, ${name}`, value: html / 1024, target: 100, unit: 'KiB', atMost: true },
    );
  }

  const early = await benchBeforeHydration(stack.gateway.url);
  console.log('\n   Before hydration (throttled phone, scripts held; a guest on a product page):');
  printBeforeHydration(early);
  checks.push(
    { figure: 'actions before hydration lost', value: early.lost, target: 0, unit: '', atMost: true },
    { figure: 'scroll resets on hydration', value: early.scrollResets, target: 0, unit: '', atMost: true },
  );
  memory = { api: stack.api.memory(), gateway: stack.gateway.memory() };
} finally {
  await stack.stop();
}
console.log('\n4. Memory after the loads above (resident now, and the peak):');
console.log(
  `   gateway          ${mib(memory.gateway.rss).toFixed(0)} MiB (peak ${mib(memory.gateway.peak).toFixed(0)})`,
);
console.log(`   api on PGlite    ${mib(memory.api.rss).toFixed(0)} MiB (peak ${mib(memory.api.peak).toFixed(0)})`);
// The api's resident memory on the embedded database after the listing load reports here.
checks.push({
  figure: 'gateway RSS after load',
  value: mib(memory.gateway.rss),
  target: 200,
  unit: 'MiB',
  atMost: true,
});
// The api on the embedded database, after the listing load and the phones' pages (renditions made on their first
// request among them): its bounds are in docs/postgresql.md ("Memory of the embedded database").
checks.push(
  { figure: 'api RSS after load, PGlite', value: mib(memory.api.rss), target: 300, unit: 'MiB', atMost: true },
  { figure: 'api RSS peak, PGlite', value: mib(memory.api.peak), target: 300, unit: 'MiB', atMost: true },
);
if (profileDir) printProfile('gateway CPU through part 1 and the pages', mainThreadProfile(profileDir));

const large: LargeCatalogueFigures[] = [];
if (process.env.BENCH_LARGE !== '0') {
  large.push(await benchLargeOnPostgres());
  if (process.env.BENCH_PGLITE_LARGE !== '0') large.push(await benchLargeOnPglite());
  console.log('\n5. A category of 100,000 products, p95 (p50) over 400 requests from 2 shoppers at a time, the api:');
  for (const f of large) {
    console.log(
      `   ${f.engine.padEnd(10)} ${f.total.toLocaleString('en-IN')} suits   listing page ${ms(f.listing.p95)} (${ms(f.listing.p50)})   ` +
        `filtered count ${ms(f.filteredCount.p95)} (${ms(f.filteredCount.p50)})   search ${ms(f.search.p95)} (${ms(f.search.p50)})   ` +
        `api RSS ${mib(f.rss).toFixed(0)} MiB`,
    );
    console.log(
      `   ${''.padEnd(10)} back office: product list ${ms(f.admin.list.p95)} (${ms(f.admin.list.p50)})   ` +
        `search ${ms(f.admin.search.p95)} (${ms(f.admin.search.p50)})   save ${ms(f.admin.save.p95)} (${ms(f.admin.save.p50)})`,
    );
  }
  const postgres = large.find((f) => f.engine === 'PostgreSQL');
  if (postgres) {
    checks.push(
      {
        figure: '100k on PostgreSQL: listing page p95',
        value: postgres.listing.p95,
        target: 10,
        unit: 'ms',
        atMost: true,
      },
      {
        figure: '100k on PostgreSQL: filtered count p95',
        value: postgres.filteredCount.p95,
        target: 20,
        unit: 'ms',
        atMost: true,
      },
      { figure: '100k on PostgreSQL: search p95', value: postgres.search.p95, target: 20, unit: 'ms', atMost: true },
      {
        figure: '100k on PostgreSQL: admin product list p95',
        value: postgres.admin.list.p95,
        target: 200,
        unit: 'ms',
        atMost: true,
      },
      {
        figure: '100k on PostgreSQL: admin search p95',
        value: postgres.admin.search.p95,
        target: 200,
        unit: 'ms',
        atMost: true,
      },
      {
        figure: '100k on PostgreSQL: admin save p95',
        value: postgres.admin.save.p95,
        target: 200,
        unit: 'ms',
        atMost: true,
      },
      { figure: 'api RSS after load on PostgreSQL', value: mib(postgres.rss), target: 200, unit: 'MiB', atMost: true },
    );
  }
}

printChecks(checks);
const resultsDir = path.join(repoRoot, 'tests', '.bench-data', 'results');
mkdirSync(resultsDir, { recursive: true });
const resultsFile = path.join(resultsDir, `${new Date().toISOString().replaceAll(':', '-')}.json`);
writeFileSync(resultsFile, JSON.stringify({ checks, mobile, memory, large }, null, 2));
console.log(`\n(figures kept in ${path.relative(repoRoot, resultsFile)})\n`);
