/**
 * `pnpm --filter @sutra/tests exec tsx bench/response-cache.ts`: throughput of a repeated public listing sent as the
 * web app sends it (an automatic persisted query by GET) through the gateway, with its response cache off and on,
 * against the api's own `GET /API/v1/product?categoryName=ALL&limit=12` measured in the same run (ratios, not req/s,
 * mean something on a shared machine).
 */
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { spawnStack } from './spawn-stack.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;

const LISTING_QUERY = `query ProductListing($first: Int) { products(first: $first) { totalCount nodes {
  id name inStock price retailPrice discountPercent category { id name value }
  variants { id salePrice retailPrice discountPercent images color } } pageInfo { hasNextPage endCursor } } }`;

async function rps(title: string, options: autocannon.Options): Promise<number> {
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  console.log(
    `  ${title.padEnd(52)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms`,
  );
  return result.requests.average;
}

async function run(cache: 'on' | 'off'): Promise<void> {
  // Development mode: production refuses the sandbox's providers, which the spawned stack uses.
  const stack = await spawnStack(undefined, { RESPONSE_CACHE: cache, NODE_ENV: 'development' });
  try {
    const sha256Hash = createHash('sha256').update(LISTING_QUERY).digest('hex');
    const params = new URLSearchParams({
      variables: JSON.stringify({ first: 12 }),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }),
    });
    const headers = { 'apollo-require-preflight': 'true' };
    // Registers the persisted query, as the client's first try does.
    const registered = await fetch(`${stack.url}/graphql?${params}&query=${encodeURIComponent(LISTING_QUERY)}`, {
      headers,
    });
    const body = await registered.text();
    console.log(
      `\nresponse cache ${cache}: answer ${body.length} bytes, cache-control ${registered.headers.get('cache-control')}`,
    );
    const api = await rps('api      GET /API/v1/product?categoryName=ALL&limit=12', {
      url: `${stack.apiUrl}/API/v1/product?categoryName=ALL&limit=12`,
      connections: CONNECTIONS,
    });
    const gateway = await rps('gateway  APQ GET /graphql products(first: 12)', {
      url: `${stack.url}/graphql?${params}`,
      connections: CONNECTIONS,
      headers,
    });
    console.log(`  gateway / api: ${(gateway / api).toFixed(2)}`);
  } finally {
    await stack.stop();
  }
}

await run('off');
await run('on');
