/**
 * `pnpm --filter @sutra/tests bench:cache`: how much of a steady load of public catalogue reads the gateways answer
 * from their response cache, quietly and while one buyer keeps changing things only they should be able to touch:
 * their review of one product (every 250 ms), or their own name (every 250 ms). Two gateway replicas (in-memory
 * stores) over one api (a fresh PGlite database), the load alternating between them as a balancer would.
 *
 * A hit is an answer the gateway served from its cache (it then sends `age`). Each phase runs `CACHE_BENCH_SECONDS`
 * (7); the reader sends a round of the twelve reads, then waits for the next second. Printed per phase: hits / reads,
 * and the writes the attacker made (accepted / refused).
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApiConfig, startApi } from '@sutra/api';
import { loadGatewayConfig, startGateway } from '@sutra/gateway';
import { loadSandboxConfig, startSandbox } from '@sutra/sandbox';

const SECONDS = Number(process.env.CACHE_BENCH_SECONDS ?? 7);
const ATTACK_EVERY_MS = 250;
const ROUND_MS = 1000;

interface Answer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function post<T>(origin: string, query: string, variables: Record<string, unknown>, headers = {}) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer<T>;
}

/** A persisted GET as the web app sends it; answers whether the gateway served it from its cache. */
async function read(origin: string, query: string, variables: Record<string, unknown>): Promise<boolean> {
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const get = async (withQuery: boolean) => {
    const params = new URLSearchParams({
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }),
      variables: JSON.stringify(variables),
      ...(withQuery ? { query } : {}),
    });
    return fetch(`${origin}/graphql?${params}`, { headers: { 'apollo-require-preflight': 'true' } });
  };
  let response = await get(false);
  let body = (await response.json()) as Answer<unknown>;
  if (body.errors?.[0]?.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND') {
    response = await get(true);
    body = (await response.json()) as Answer<unknown>;
  }
  if (!body.data || body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return response.headers.has('age');
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'sutra-cache-bench-'));
const sandbox = await startSandbox(
  loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
);
const api = await startApi(
  loadApiConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
    RAZORPAY_API_URL: `${sandbox.url}/razorpay`,
    SHIPROCKET_API_URL: `${sandbox.url}/shiprocket`,
  }),
);
sandbox.setApiUrl(api.url);
const gateways = await Promise.all(
  [0, 1].map(() =>
    startGateway(
      loadGatewayConfig({
        API_URL: api.url,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        WEB_DIST: path.join(dataDir, 'no-web'),
        RAZORPAY_CHECKOUT_URL: `${sandbox.url}/razorpay/v1/checkout.js`,
      }),
    ),
  ),
);

try {
  const origin = gateways[0]?.url as string;
  const email = `attacker-${randomUUID().slice(0, 8)}@example.in`;
  const password = 'attacker-pass-1';
  await post(origin, 'mutation ($i: SignupInput!) { signup(input: $i) { message } }', {
    i: { email, password, name: 'Attacker' },
  });
  const login = await post<{ login: { token: string } }>(
    origin,
    'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  const token = login.data?.login.token;
  if (!token) throw new Error(`login: ${JSON.stringify(login.errors)}`);
  const asAttacker = { authorization: `Bearer ${token}` };

  const listing = await post<{ products: { nodes: { id: string }[] } }>(
    origin,
    '{ products(category: "ALL", first: 6) { nodes { id } } }',
    {},
  );
  const ids = listing.data?.products.nodes.map((n) => n.id) ?? [];
  const [target, other1, other2] = ids;
  if (!target || !other1 || !other2) throw new Error('the catalogue lists too few products');

  const LISTING =
    'query L($c: String) { products(category: $c, first: 12) { totalCount nodes { id name price { paise } } } }';
  const PRODUCT =
    'query P($id: ID!) { product(id: $id) { id name price { paise } inStock variants { id salePrice { paise } } } }';
  const REVIEWS = `query R($id: ID!) { product(id: $id) { id reviews(first: 3) {
    totalCount summary { average } nodes { id author rating comment } } } }`;
  const reads: [string, Record<string, unknown>][] = [
    ['query C { categories { id name value } }', {}],
    [LISTING, { c: 'ALL' }],
    [LISTING, { c: 'suits' }],
    [LISTING, { c: 'shirts' }],
    [LISTING, { c: 'blazers' }],
    [PRODUCT, { id: target }],
    [PRODUCT, { id: other1 }],
    [PRODUCT, { id: other2 }],
    [REVIEWS, { id: other1 }],
    [REVIEWS, { id: other2 }],
    [REVIEWS, { id: target }],
    ['query S($q: String!) { search(query: $q) { products { id name } } }', { q: 'suit' }],
  ];

  const WRITE = `mutation W($id: ID!, $c: String!) {
    writeReview(productId: $id, rating: 1, title: "Bad", comment: $c) { review { id } } }`;
  const RENAME = 'mutation N($n: String!) { updateProfile(input: { name: $n }) { id } }';
  // The attacker's review exists before the load starts.
  await post(origin, WRITE, { id: target, c: 'Seam came apart.' }, asAttacker);
  // Time for every replica to hear of that write before the first phase warms the caches.
  await new Promise((resolve) => setTimeout(resolve, 2000));

  type Attack = { name: string; write?: (n: number) => Promise<Answer<unknown>> };
  const attacks: Attack[] = [
    { name: 'quiet' },
    {
      name: 'review edited every 250 ms',
      write: (n) => post(origin, WRITE, { id: target, c: `Seam came apart (${n}).` }, asAttacker),
    },
    { name: 'name changed every 250 ms', write: (n) => post(origin, RENAME, { n: `Attacker ${n}` }, asAttacker) },
  ];

  const rows: string[] = [];
  for (const attack of attacks) {
    // Every read answered once, on both replicas, so each phase starts with a warm cache.
    for (const g of gateways) for (const [query, variables] of reads) await read(g.url, query, variables);
    const writes = { accepted: 0, refused: 0 };
    let stop = false;
    const attacker = (async () => {
      if (!attack.write) return;
      for (let n = 0; !stop; n++) {
        const answer = await attack.write(n);
        if (answer.errors) writes.refused++;
        else writes.accepted++;
        await new Promise((resolve) => setTimeout(resolve, ATTACK_EVERY_MS));
      }
    })();
    let hits = 0;
    let total = 0;
    const ends = Date.now() + SECONDS * 1000;
    for (let round = 0; Date.now() < ends; round++) {
      const started = Date.now();
      for (const [i, [query, variables]] of reads.entries()) {
        const g = gateways[(round + i) % gateways.length];
        if (g && (await read(g.url, query, variables))) hits++;
        total++;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, ROUND_MS - (Date.now() - started))));
    }
    stop = true;
    await attacker;
    const attempts = attack.write ? `   attacker's writes: ${writes.accepted} accepted, ${writes.refused} refused` : '';
    rows.push(`${attack.name.padEnd(28)} ${`${hits}/${total}`.padStart(7)} hits${attempts}`);
  }
  console.log(`\nResponse-cache hits over ${SECONDS} s of steady reads, two gateway replicas:`);
  for (const row of rows) console.log(`  ${row}`);
} finally {
  for (const g of gateways) await g.close();
  await api.close();
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
}
