import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { randomIp } from './accounts.js';
import { type FilePart, multipartBody } from './multipart.js';
import {
  type Examples,
  fieldsOf,
  isNumberField,
  isStringField,
  isUuidField,
  type JsonSchema,
  sample,
  withValue,
} from './openapi-samples.js';

export interface Route {
  method: string;
  url: string;
}

/** One request of the catalogue: what it tries, and how to send it with `inject()`. */
export interface HostileRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/**
 * Every route the app has, read from Fastify's own route tree (so a route added later is attacked too, documented
 * or not). HEAD is left out: Fastify answers it with the GET handler.
 */
export function routesOf(app: FastifyInstance): Route[] {
  const segments: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4));
    if (!match?.[1]) continue;
    segments.length = depth;
    segments.push(match[1]);
    for (const method of match[2]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, url: segments.join('') });
    }
  }
  return routes;
}

/** What every request may need to get past the checks before the one attacked. */
export interface AttackContext {
  examples: Examples;
  /** Values of header parameters a route documents (a webhook's shared token). */
  headerExamples: Record<string, string>;
  razorpayWebhookSecret: string;
}

const NUL_VALUES = ['a\u0000b', '\u0000', 'a@example.in\u0000'];
const LONG_TEXT = 'x'.repeat(20_000);
const BAD_UUIDS = ['not-a-uuid', '00000000-0000-0000-0000-00000000000g', `${randomUUID()}\u0000`];
const HUGE = '__HUGE_NUMBER__';
const NUMBER_VALUES: unknown[] = [1e20, -1e20, 2 ** 31, 2 ** 63, 1.5, -1, HUGE];
const WRONG_TYPES: unknown[] = [null, 12345, 'text', true, {}, [], ['x'], { $gt: '' }];
const QUERY_NUMBERS = ['1e999', '-1', '99999999999999999999', '1.5', 'NaN', 'Infinity', '0x10'];
const BAD_PERCENT = '%E0%A4%A';

const json = (value: unknown) => JSON.stringify(value).replaceAll(`"${HUGE}"`, '1e999');
const show = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return (text.length > 40 ? `${text.slice(0, 37)}...` : text).replaceAll('\u0000', '\\0');
};

function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Requests that break the URL itself, for any route (media and undocumented ones included). */
function urlAttacks(route: Route): HostileRequest[] {
  const base = route.url.replace(/\*$/, 'product.svg');
  const urls = [
    `${base}%00`,
    `${base}${BAD_PERCENT}`,
    `${base}?%00=1`,
    `${base}?x=%00`,
    `${base}?x=${BAD_PERCENT}`,
    `${base}?${'a=1&'.repeat(2_000)}`,
    `${base}?a[b][c]=1&a=2`,
  ];
  if (route.url.endsWith('*')) {
    const dir = route.url.slice(0, -1);
    urls.push(`${dir}..%2F..%2Fetc%2Fpasswd`, `${dir}%2e%2e/%2e%2e/package.json`, `${dir}${'a'.repeat(5_000)}.svg`);
  }
  return urls.map((url) => ({ label: `URL ${url.slice(0, 80)}`, method: route.method, url, headers: {} }));
}

/** The route's required query parameters, sampled. */
function requiredQuery(params: Parameter[], examples: Examples): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const p of params) if (p.in === 'query' && p.required) base[p.name] = sample(p.schema ?? {}, p.name, examples);
  return base;
}

function queryAttacks(route: Route, params: Parameter[], context: AttackContext): HostileRequest[] {
  const query = params.filter((p) => p.in === 'query');
  const base = requiredQuery(params, context.examples);
  const out: HostileRequest[] = [];
  const send = (label: string, search: string) =>
    out.push({ label, method: route.method, url: `${route.url}${search}`, headers: {} });
  send('sample query', queryString(base));
  for (const p of query) {
    const schema = p.schema ?? {};
    const values: unknown[] = [...NUL_VALUES, LONG_TEXT, '', [`a`, `b`]];
    if (isUuidField(schema)) values.push(...BAD_UUIDS);
    if (isNumberField(schema) || !isStringField(schema)) values.push(...QUERY_NUMBERS);
    for (const value of values) send(`query ${p.name}=${show(value)}`, queryString({ ...base, [p.name]: value }));
    const rest = queryString(base);
    send(`query ${p.name} badly percent-encoded`, `${rest || '?'}${rest ? '&' : ''}${p.name}=${BAD_PERCENT}`);
  }
  return out;
}

function bodyAttacks(route: Route, schema: JsonSchema, context: AttackContext, search: string): HostileRequest[] {
  const out: HostileRequest[] = [];
  const url = `${route.url}${search}`;
  const send = (label: string, payload: string, contentType = 'application/json') =>
    out.push({ label, method: route.method, url, headers: { 'content-type': contentType }, payload });
  const base = sample(schema, undefined, context.examples);
  send('sample body', json(base));
  for (const field of fieldsOf(schema)) {
    const values: unknown[] = [...WRONG_TYPES];
    if (isStringField(field.schema)) values.push(...NUL_VALUES, LONG_TEXT, '\ud800');
    if (isUuidField(field.schema)) values.push(...BAD_UUIDS);
    if (isNumberField(field.schema)) values.push(...NUMBER_VALUES);
    const name = field.path.join('.');
    for (const value of values) {
      send(`body ${name}=${show(value)}`, json(withValue(base, schema, field.path, value, context.examples)));
    }
  }
  const raw: [string, string, string?][] = [
    ['malformed JSON', '{"email":'],
    ['an array', '[]'],
    ['an array of objects', '[{}]'],
    ['a string', '"text"'],
    ['null', 'null'],
    ['a huge number', '1e999'],
    ['__proto__', '{"__proto__":{"isAdmin":true}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
    ['deep nesting', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
    ['a NUL key', '{"\\u0000":1}'],
    ['empty', ''],
    ['text/plain', json(base), 'text/plain'],
    ['a form', 'email=a%00b', 'application/x-www-form-urlencoded'],
    ['XML', '<a>b</a>', 'application/xml'],
    ['broken multipart', 'garbage', 'multipart/form-data; boundary=xyz'],
    ['JSON with a charset', json(base), 'application/json; charset=latin1'],
  ];
  for (const [label, payload, contentType] of raw) send(`body ${label}`, payload, contentType);
  return out;
}

/** Razorpay's webhook takes the raw body: bodies signed as Razorpay would (so they get past the signature) and not. */
function rawWebhookAttacks(route: Route, secret: string): HostileRequest[] {
  const event = (id: string, amount: unknown = 100) => ({
    event: 'payment.captured',
    payload: { payment: { entity: { id, order_id: 'order_x', amount, status: 'captured' } } },
  });
  const bodies: [string, string][] = [
    ['an event with a NUL in its name', json({ ...event('pay_1'), event: 'payment.\u0000captured' })],
    ['a payment id with a NUL', json(event('pay_\u0000'))],
    ['an order id with a NUL', json({ ...event('pay_2'), payload: { payment: { entity: { order_id: 'a\u0000' } } } })],
    ['a huge amount', json(event('pay_3', HUGE))],
    ['a long event', json({ ...event('pay_4'), event: LONG_TEXT })],
    ['a raw NUL', 'a\u0000b'],
    ['malformed JSON', '{"event":'],
    ['an array', '[]'],
    ['deep nesting', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
  ];
  return bodies.flatMap(([label, payload]) => {
    const signature = createHmac('sha256', secret).update(payload).digest('hex');
    const request = (signed: boolean, eventId: string): HostileRequest => ({
      label: `webhook ${label}${signed ? ' (signed)' : ''}${eventId.includes('\u00ff') ? ', odd event id' : ''}`,
      method: route.method,
      url: route.url,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': eventId,
        ...(signed ? { 'x-razorpay-signature': signature } : { 'x-razorpay-signature': 'f'.repeat(64) }),
      },
      payload,
    });
    return [request(false, randomUUID()), request(true, randomUUID()), request(true, `evt_\u00ff${'e'.repeat(300)}`)];
  });
}

/** A route that takes an upload: broken and hostile multipart bodies. */
async function multipartAttacks(route: Route): Promise<HostileRequest[]> {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const forms: { label: string; files: FilePart[]; fields?: Record<string, string> }[] = [
    { label: 'a NUL in the file name', files: [{ bytes: png, name: 'a\u0000.png', type: 'image/png' }] },
    { label: 'a NUL in a field', files: [{ bytes: png, name: 'a.png' }], fields: { buyerId: 'a\u0000' } },
    { label: 'a long file name', files: [{ bytes: png, name: `${LONG_TEXT}.png` }] },
    { label: 'text as an image', files: [{ bytes: Buffer.from('hello\u0000'), name: 'a.png', type: 'image/png' }] },
    { label: 'the wrong field', files: [{ bytes: png, name: 'a.png', field: 'image' }] },
    { label: 'no file', files: [], fields: { file: 'not a file' } },
  ];
  const out: HostileRequest[] = [];
  for (const form of forms) {
    const { payload, contentType } = await multipartBody(form.files, form.fields);
    out.push({
      label: `upload ${form.label}`,
      method: route.method,
      url: route.url,
      headers: { 'content-type': contentType },
      payload,
    });
  }
  const raw: [string, string, string][] = [
    ['garbage multipart', 'garbage', 'multipart/form-data; boundary=xyz'],
    ['multipart without a boundary', 'garbage', 'multipart/form-data'],
    ['JSON instead of a file', '{"file":"a\\u0000"}', 'application/json'],
    ['malformed JSON', '{"file":', 'application/json'],
  ];
  for (const [label, payload, contentType] of raw) {
    out.push({
      label: `upload ${label}`,
      method: route.method,
      url: route.url,
      headers: { 'content-type': contentType },
      payload,
    });
  }
  return out;
}

/** Every hostile request for one route, from its OpenAPI description (when it has one). */
export async function hostileRequestsFor(
  route: Route,
  operation: Operation | undefined,
  context: AttackContext,
): Promise<HostileRequest[]> {
  const params = operation?.parameters ?? [];
  const headers: Record<string, string> = {};
  for (const p of params) {
    const example = context.headerExamples[p.name];
    if (p.in === 'header' && example) headers[p.name] = example;
  }
  const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
  const requests = [...urlAttacks(route), ...queryAttacks(route, params, context)];
  if (route.url.endsWith('/uploadImg')) requests.push(...(await multipartAttacks(route)));
  else if (bodySchema?.type === 'string') requests.push(...rawWebhookAttacks(route, context.razorpayWebhookSecret));
  else if (bodySchema) {
    requests.push(...bodyAttacks(route, bodySchema, context, queryString(requiredQuery(params, context.examples))));
  }
  return requests.map((r) => ({ ...r, headers: { ...headers, ...r.headers, 'x-forwarded-for': randomIp() } }));
}
