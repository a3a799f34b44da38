import { isRefusalCode, REFUSAL_CODES } from '@sutra/rules';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import { newBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { addToCart, startCheckoutHarness } from '../test/checkout.js';
import {
  type HostileRequest,
  hostileRequestsFor,
  type OpenApiDocument,
  type Route,
  routesOf,
} from '../test/hostile-requests.js';
import { DEFAULT_EXAMPLES } from '../test/openapi-samples.js';
import { API_DOCS_PAGE } from './api-docs-page.js';

/**
 * Every route of the api, documented or not, gets hostile input — NUL characters in every string it takes, absurdly
 * long strings, wrong types, huge numbers, ids that are not UUIDs, malformed and oddly typed bodies, broken URLs —
 * with and without a buyer's token. None may answer 5xx, and every refusal says why: in words, and with a code from
 * the refusal catalogue (`@sutra/rules`), which is what clients switch on.
 */
const h = await startCheckoutHarness();
afterAll(() => h.close());

const buyer = await newBuyer(h.api);
// A product without options in the cart, so the checkout routes get as far as pricing with what they are sent.
const product = await createProduct(h.api.database.db, {
  name: 'Hostile Input Pocket Square',
  variants: [{ salePaise: 50_000 }],
});
await addToCart(h, buyer, product._id, 1, null);

const routes = routesOf(h.api.app);
const swaggerPaths = (h.api.app.swagger() as OpenApiDocument).paths;
/** The OpenAPI document writes a path parameter `{id}` where Fastify's route tree has `:id`. */
const documented = Object.fromEntries(
  Object.entries(swaggerPaths).map(([path, operations]) => [path.replace(/\{(\w+)\}/g, ':$1'), operations]),
);
/** Routes outside the OpenAPI document on purpose: they take no input but the URL. */
const UNDOCUMENTED = [
  'GET /health',
  'GET /ready',
  `GET ${API_PREFIX}/docs`,
  'GET /media/*',
  // The browsable page over the OpenAPI document: Swagger UI's page, its files and its copies of the document.
  ...['', '/', '/json', '/yaml', '/static/*', '/static/index.html', '/static/swagger-initializer.js'].map(
    (path) => `GET ${API_DOCS_PAGE}${path}`,
  ),
];

const context = {
  examples: { ...DEFAULT_EXAMPLES, productId: () => product._id },
  headerExamples: { 'x-api-key': h.api.config.shiprocket.webhookToken },
  razorpayWebhookSecret: h.api.config.razorpay.webhookSecret,
};

interface Answer {
  status: number;
  message: unknown;
  code: unknown;
}

async function send(request: HostileRequest, token: string | undefined): Promise<Answer> {
  // As a stream, so an endless answer (an event stream) can be left as a client leaves it: by hanging up.
  const res = await h.api.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    payloadAsStream: true,
  });
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    res.raw.res.destroy();
    return { status: res.statusCode, message: undefined, code: undefined };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of res.stream()) chunks.push(chunk as Buffer);
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message?: unknown; code?: unknown };
    return { status: res.statusCode, message: body.message, code: body.code };
  } catch {
    return { status: res.statusCode, message: undefined, code: undefined };
  }
}

/** What is wrong with a refusal's body: it must say why in words and name a catalogued code. */
function refusalProblem(answer: Answer): string | undefined {
  if (typeof answer.message !== 'string' || !answer.message) return 'without a message';
  if (!isRefusalCode(answer.code)) return `with the code ${JSON.stringify(answer.code)}, not one in the catalogue`;
  return undefined;
}

/** Sends `requests` a few at a time, each without and with the buyer's token; answers what went wrong. */
async function problemsWith(requests: HostileRequest[]): Promise<string[]> {
  const problems: string[] = [];
  const jobs = requests.flatMap((request) => [
    { request, token: undefined as string | undefined },
    { request, token: buyer.token },
  ]);
  for (let i = 0; i < jobs.length; i += 6) {
    await Promise.all(
      jobs.slice(i, i + 6).map(async ({ request, token }) => {
        const answer = await send(request, token);
        const who = token ? 'signed in' : 'anonymous';
        const problem = answer.status >= 400 ? refusalProblem(answer) : undefined;
        if (answer.status >= 500) problems.push(`${request.label} (${who}): ${answer.status}`);
        else if (problem) problems.push(`${request.label} (${who}): ${answer.status} ${problem}`);
      }),
    );
  }
  return problems;
}

const name = (route: Route) => `${route.method} ${route.url}`;

it('finds every route of the api, and each is documented unless it takes nothing but its URL', () => {
  expect(routes.length).toBeGreaterThanOrEqual(30);
  const undocumented = routes.filter((r) => !documented[r.url]?.[r.method.toLowerCase()]).map(name);
  expect(undocumented.sort()).toEqual([...UNDOCUMENTED].sort());
});

it('documents every error answer with its code, an enum of the whole refusal catalogue', () => {
  type Responses = Record<string, { content?: Record<string, { schema?: ErrorSchema }> }>;
  interface ErrorSchema {
    required?: string[];
    properties?: { code?: { enum?: string[] } };
  }
  const undocumentedCodes: string[] = [];
  for (const [path, operations] of Object.entries(swaggerPaths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = (operation as { responses?: Responses }).responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        // A route answering a PDF or an event stream documents its error answers under its own media type.
        const schemas = Object.values(response.content ?? {}).map((content) => content.schema);
        const complete = (schema: ErrorSchema | undefined) =>
          schema?.required?.includes('code') && schema.properties?.code?.enum?.join() === REFUSAL_CODES.join();
        if (schemas.length === 0 || !schemas.every(complete)) {
          undocumentedCodes.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
  }
  expect(undocumentedCodes).toEqual([]);
});

describe.each(routes.map((route) => [name(route), route] as const))('%s', (_, route) => {
  it('answers hostile input with a 4xx, a message and a catalogued code, never a 5xx', async () => {
    const operation = documented[route.url]?.[route.method.toLowerCase()];
    const requests = await hostileRequestsFor(route, operation, context);
    expect(requests.length).toBeGreaterThan(5);
    expect(await problemsWith(requests)).toEqual([]);
  });
});
