import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config.js';
import { GRAPHQL_BODY_LIMIT } from './graphql-route.js';
import { OPERATION_LIMITS } from './limits.js';
import { buildGateway } from './server.js';
import { type GatewayUnderTest, startGatewayOverApi } from './test/gateway-over-api.js';

let t: GatewayUnderTest;
beforeAll(async () => {
  t = await startGatewayOverApi();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

interface GraphqlAnswer {
  status: number;
  codes: (string | undefined)[];
  data: unknown;
}

/** POSTs a raw body to /graphql; answers the HTTP status, each error's extensions.code and the data. */
async function post(
  payload: unknown,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  app: FastifyInstance = t.gateway,
): Promise<GraphqlAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  const body = res.json() as { errors?: { extensions?: { code?: string } }[]; data?: unknown };
  return { status: res.statusCode, codes: (body.errors ?? []).map((e) => e.extensions?.code), data: body.data };
}

const CARD = 'id name price { paise } related { id name variants { id images } }';

describe('operations that cannot run answer HTTP 400 with their code, and nothing is called', () => {
  const cases: [string, unknown, string][] = [
    ['a syntax error (was 500)', { query: '{ categories { id ' }, 'GRAPHQL_PARSE_FAILED'],
    [
      `more than ${OPERATION_LIMITS.maxTokens} tokens (was 500)`,
      { query: `{ ${'ok '.repeat(OPERATION_LIMITS.maxTokens + 1)} }` },
      'GRAPHQL_PARSE_FAILED',
    ],
    ['an unknown field', { query: '{ categories { id colour } }' }, 'GRAPHQL_VALIDATION_FAILED'],
    [
      'an argument of the wrong type',
      { query: '{ products(first: "ten") { totalCount } }' },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'nesting deeper than the limit',
      {
        query: `{ products(first: 1) { nodes { ${'related(first: 1) { '.repeat(OPERATION_LIMITS.maxDepth)} id ${'}'.repeat(OPERATION_LIMITS.maxDepth)} } } }`,
      },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'too many aliases',
      {
        query: `{ ${Array.from({ length: OPERATION_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: categories { id }`).join(' ')} }`,
      },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'too many directives',
      { query: `{ ${'... on Query @include(if: true) { ok } '.repeat(OPERATION_LIMITS.maxDirectives + 1)} }` },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'a cost above the limit',
      {
        query: `{ ${Array.from({ length: 14 }, (_, i) => `p${i}: products(first: 100) { nodes { ${CARD} } }`).join(' ')} }`,
      },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'a subscription, which the schema has none of (was 200)',
      { query: 'subscription { ok }' },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'a variable of the wrong type',
      { query: 'query($first: Int) { products(first: $first) { totalCount } }', variables: { first: { n: 1 } } },
      'BAD_USER_INPUT',
    ],
    [
      'a required variable left out',
      { query: 'query($id: ID!) { product(id: $id) { id } }', variables: {} },
      'BAD_USER_INPUT',
    ],
    ['variables that are not an object', { query: '{ categories { id } }', variables: '{"a":1}' }, 'BAD_REQUEST'],
    [
      'an operation name the document does not have',
      { query: 'query Categories { categories { id } }', operationName: 'Products' },
      'OPERATION_RESOLUTION_FAILURE',
    ],
    [
      'two operations and no name',
      { query: 'query A { categories { id } } query B { homepage { promoText } }' },
      'OPERATION_RESOLUTION_FAILURE',
    ],
    ['a batch of operations', [{ query: '{ categories { id } }' }, { query: '{ ok }' }], 'BAD_REQUEST'],
    ['a query that is not a string', { query: { categories: true } }, 'BAD_REQUEST'],
    ['a body that is not JSON (was Fastify’s error shape)', '{"query": "{ categories { id } }"', 'BAD_REQUEST'],
  ];

  it.each(cases)('%s', async (_label, payload, code) => {
    const answer = await post(payload);
    expect(answer).toMatchObject({ status: 400, codes: [code] });
    expect(answer.data).toBeUndefined();
    expect(t.upstream).toHaveLength(0);
  });
});

describe('the size of a request', () => {
  it(`refuses a body over ${GRAPHQL_BODY_LIMIT / 1024} KiB with 413 before reading it (was up to 1 MiB)`, async () => {
    const answer = await post({
      query: 'query($q: String!) { search(query: $q) { products { id } } }',
      variables: { q: 'a'.repeat(GRAPHQL_BODY_LIMIT) },
    });
    expect(answer).toMatchObject({ status: 413, codes: ['BAD_REQUEST'] });
    expect(t.upstream).toHaveLength(0);
  });

  it('takes the largest operation the store sends: ten saved addresses', async () => {
    const address = {
      fullName: 'A'.repeat(100),
      mobile: '9876543210',
      add1: 'B'.repeat(200),
      add2: 'C'.repeat(200),
      landmark: 'D'.repeat(100),
      state: 'E'.repeat(60),
      city: 'F'.repeat(60),
      pincode: '302003',
    };
    const answer = await post({
      query: 'mutation($a: [AddressInput!]!) { updateAddresses(addresses: $a) { id } }',
      variables: { a: Array.from({ length: 10 }, () => address) },
    });
    // No token: the operation is read and run, and the api is asked (and says who is missing).
    expect(answer).toMatchObject({ status: 200, codes: ['UNAUTHENTICATED'] });
  });
});

describe('cross-site request forgery', () => {
  const mutation = { query: 'mutation { requestPasswordReset(email: "victim@example.in") { message } }' };

  it('refuses a text/plain POST (a form or fetch without preflight could send one) and runs nothing', async () => {
    const answer = await post(mutation, { 'content-type': 'text/plain' });
    expect(answer).toMatchObject({ status: 400, codes: ['BAD_REQUEST'] });
    expect(t.upstream).toHaveLength(0);
  });

  it('refuses form and multipart POSTs as unsupported media types and runs nothing', async () => {
    const form = await post('query=mutation%7Bok%7D', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form).toMatchObject({ status: 415, codes: ['BAD_REQUEST'] });
    const multipart = await post('--x\r\n\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' });
    expect(multipart).toMatchObject({ status: 415, codes: ['BAD_REQUEST'] });
    expect(t.upstream).toHaveLength(0);
  });

  it('refuses a GET without a header that forces a preflight, before any call', async () => {
    const res = await t.gateway.inject({ method: 'GET', url: '/graphql', query: { query: '{ categories { id } }' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(t.upstream).toHaveLength(0);
  });

  it('takes what the web app’s Apollo Client sends: JSON POSTs and GETs with apollo-require-preflight', async () => {
    const headers = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json,application/json;q=0.9',
      'apollo-require-preflight': 'true',
    };
    const posted = await post(
      { operationName: 'Categories', query: 'query Categories { categories { id } }' },
      headers,
    );
    expect(posted.status).toBe(200);
    expect(posted.codes).toEqual([]);
    const got = await t.gateway.inject({
      method: 'GET',
      url: '/graphql',
      query: { operationName: 'Categories', query: 'query Categories { categories { id } }' },
      headers: { accept: headers.accept, 'apollo-require-preflight': 'true' },
    });
    expect(got.statusCode).toBe(200);
    expect(got.json().data.categories).toHaveLength(6);
  });
});

describe('introspection', () => {
  const apps: FastifyInstance[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  async function gatewayIn(production: boolean, sandbox: boolean) {
    const config = loadGatewayConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', API_URL: t.api.url });
    const app = await buildGateway({ ...config, production, sandbox });
    apps.push(app);
    return app;
  }
  const introspect = (app: FastifyInstance) => post({ query: '{ __schema { queryType { name } } }' }, undefined, app);

  it('is refused in production with 400', async () => {
    expect(await introspect(await gatewayIn(true, false))).toMatchObject({
      status: 400,
      codes: ['GRAPHQL_VALIDATION_FAILED'],
    });
  });

  it('answers in production with GRAPHQL_SANDBOX, and outside production', async () => {
    for (const app of [await gatewayIn(true, true), await gatewayIn(false, true)]) {
      expect(await introspect(app)).toMatchObject({
        status: 200,
        data: { __schema: { queryType: { name: 'Query' } } },
      });
    }
  });
});
