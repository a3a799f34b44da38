/**
 * `pnpm bench`: throughput of one 12-product listing through the gateway and straight from the api, measured in
 * the same run so the ratio (the cost of the GraphQL layer) means something on any machine; the size of the
 * JavaScript the homepage needs on a first visit; from Chromium, LCP and CLS of the homepage and a listing; and
 * listing latency on a category of 100,000 products (made once and kept in tests/.bench-data; BENCH_LARGE=0 skips).
 */
import autocannon from 'autocannon';
import { firstRouteJs } from './first-route-js.js';
import { benchLargeCategory } from './large-catalogue.js';
import { describeMobile, lighthouseMobile, medianTtfb } from './lighthouse.js';
import { spawnStack } from './spawn-stack.js';
import { measureVitals } from './web-vitals.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;

const LISTING_QUERY = `query ProductListing($first: Int) { products(first: $first) { totalCount nodes {
  id name inStock price retailPrice discountPercent category { id name value }
  variants { id salePrice retailPrice discountPercent images color } } pageInfo { hasNextPage endCursor } } }`;

async function measure(title: string, options: autocannon.Options) {
  await autocannon({ ...options, duration: 1 }); // warm-up: JIT, connection pools, PostgreSQL caches
  const result = await autocannon({ ...options, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const stack = await spawnStack();
try {
  const gateway = await measure('gateway  POST /graphql products(first: 12)', {
    url: `${stack.url}/graphql`,
    connections: CONNECTIONS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: LISTING_QUERY, variables: { first: 12 } }),
  });
  const api = await measure('api      GET /API/v1/product?categoryName=ALL&limit=12', {
    url: `${stack.apiUrl}/API/v1/product?categoryName=ALL&limit=12`,
    connections: CONNECTIONS,
  });
  const js = firstRouteJs();
  const homeVitals = await measureVitals(`${stack.url}/`);
  const listingVitals = await measureVitals(`${stack.url}/product-listing/suits`);
  // The pages a shopper lands on, on a phone: the homepage, a listing and the listing's first product.
  const listingHtml = await (await fetch(`${stack.url}/product-listing`)).text();
  const productPath = /href="(\/product-details\/[^"]+)"/.exec(listingHtml)?.[1];
  if (!productPath) throw new Error('the listing’s HTML links to no product');
  const pages = [
    ['homepage', '/'],
    ['listing', '/product-listing'],
    ['product', productPath],
  ] as const;
  const mobile = [];
  for (const [name, path] of pages) {
    const url = `${stack.url}${path}`;
    mobile.push({
      name,
      simulated: await lighthouseMobile(url),
      applied: await lighthouseMobile(url, 1, 'devtools'),
      ttfb: await medianTtfb(url),
    });
  }

  console.log(`\nSutra bench (${DURATION_S} s per target, ${CONNECTIONS} connections)\n`);
  for (const r of [gateway, api]) {
    console.log(`  ${r.title.padEnd(56)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`);
  }
  console.log(`  gateway / api throughput ratio: ${(gateway.rps / api.rps).toFixed(2)}`);
  console.log(
    `  first-route JS (/): ${(js.gzip / 1024).toFixed(1)} KiB gzip (goal ≤ 170), ${(js.raw / 1024).toFixed(1)} KiB raw, ${js.files.length} files`,
  );
  for (const [name, v] of [
    ['homepage', homeVitals],
    ['listing ', listingVitals],
  ] as const) {
    console.log(`  ${name} (Chromium, 1366×900, cold): LCP ${v.lcp.toFixed(0)} ms, CLS ${v.cls.toFixed(3)}`);
  }
  console.log(
    '\n  Phones (Lighthouse 12 mobile profile: 4× CPU slowdown, slow 4G; simulated median of 3, applied once):',
  );
  for (const { name, simulated, applied, ttfb } of mobile) {
    console.log(`${describeMobile(name, simulated)} (simulated)`);
    console.log(`${describeMobile(name, applied)} (applied)`);
    console.log(`  ${''.padEnd(9)} server render: median TTFB ${ttfb.toFixed(0)} ms over 21 requests (goal ≤ 200)`);
  }
  console.log('');
} finally {
  await stack.stop();
}

if (process.env.BENCH_LARGE !== '0') {
  await benchLargeCategory();
  console.log('');
}
