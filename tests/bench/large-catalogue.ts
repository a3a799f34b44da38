import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../harness/stack.js';
import { spawnStack } from './spawn-stack.js';

export const LARGE_COUNT = Number(process.env.BENCH_LARGE_COUNT ?? 100_000);
const dataDir = path.join(repoRoot, 'tests', '.bench-data', `suits-${LARGE_COUNT}`);

/** A data directory whose Suits category holds LARGE_COUNT more products; made once (minutes), then reused. */
function ensureLargeCatalogue(): string {
  const marker = path.join(dataDir, 'ready');
  if (existsSync(marker)) return dataDir;
  console.log(`  making a catalogue with ${LARGE_COUNT} more suits in ${dataDir} (once; it is kept for later runs)…`);
  const result = spawnSync('pnpm', ['--filter', '@sutra/api', 'catalog:large', '--', String(LARGE_COUNT), 'suits'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  if (result.status !== 0) throw new Error('could not make the large catalogue');
  writeFileSync(marker, new Date().toISOString());
  return dataDir;
}

async function latency(url: string, init: { method?: string; body?: string } = {}) {
  const result = await autocannon({
    url,
    connections: 4,
    duration: 3,
    method: (init.method as 'POST' | 'GET' | undefined) ?? 'GET',
    ...(init.body ? { body: init.body, headers: { 'content-type': 'application/json' } } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

/**
 * Listing latency on a category of LARGE_COUNT products: the first page, a filtered and sorted page, a page deep
 * in the category (by cursor), and the filtered page through the gateway.
 */
export async function benchLargeCategory() {
  const stack = await spawnStack(ensureLargeCatalogue());
  try {
    const api = `${stack.apiUrl}/API/v1/product?categoryName=suits`;
    const filtered = `${api}&limit=12&sort=lowToHigh&maxPrice=15000&availability=inStock&attr.Color=Navy,Black`;
    const deepAnswer = (await (await fetch(`${api}&limit=12&offset=60000`)).json()) as {
      nextCursor: string;
      total: number;
    };
    const rows = [
      ['api  first page (12 of the category)', await latency(`${api}&limit=12`)],
      ['api  filtered + sorted (price, colour, stock)', await latency(filtered)],
      ['api  deep page (cursor after 60,000 items)', await latency(`${api}&limit=12&cursor=${deepAnswer.nextCursor}`)],
      [
        'gateway  filtered + sorted listing',
        await latency(`${stack.url}/graphql`, {
          method: 'POST',
          body: JSON.stringify({
            query: `{ products(category: "suits", first: 12, sort: LOW_TO_HIGH, filter: { maxPrice: 15000, availability: IN_STOCK,
              attributes: [{ label: "Color", values: ["Navy", "Black"] }] }) { totalCount nodes { id name price variants { images color } } } }`,
          }),
        }),
      ],
    ] as const;
    console.log(`  a category of ${deepAnswer.total.toLocaleString('en-IN')} products (PGlite):`);
    for (const [name, r] of rows) {
      console.log(
        `    ${name.padEnd(48)} p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   ${r.rps.toFixed(0)} req/s`,
      );
    }
  } finally {
    await stack.stop();
  }
}
