import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';

const STORE = 'http://store.test';
let t: GatewayUnderTest;

interface Sizes {
  productId: string;
  soldOut: string;
  open: string;
}
let sizes: Sizes;

/** A product on show with a size sold out in one colour (the seed has some) and a size of that colour for sale. */
async function soldOutAndOpenSizes(): Promise<Sizes> {
  const { data } = await t.graphql<{
    products: {
      nodes: { id: string; inStock: boolean; variants: { sizes: { id: string; available: boolean }[] }[] }[];
    };
  }>('query { products(category: "suits", first: 24) { nodes { id inStock variants { sizes { id available } } } } }');
  for (const product of data?.products.nodes.filter((p) => p.inStock) ?? [])
    for (const variant of product.variants) {
      const soldOut = variant.sizes.find((s) => !s.available);
      const open = variant.sizes.find((s) => s.available);
      if (soldOut && open) return { productId: product.id, soldOut: soldOut.id, open: open.id };
    }
  throw new Error('the seed has no product with a sold-out size');
}

beforeAll(async () => {
  t = await startGatewayOverApi({ gatewayEnv: { PUBLIC_URL: STORE } });
  sizes = await soldOutAndOpenSizes();
}, 120_000);
afterAll(() => t?.close());

const ASK = 'mutation ($input: StockAlertInput!) { askStockAlert(input: $input) { sizeId } }';
const email = () => `notify-${randomUUID().slice(0, 8)}@example.in`;
const ask = (sizeId: string, contact: string, ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`) =>
  t.graphql<{ askStockAlert: { sizeId: string } }>(ASK, { input: { sizeId, contact } }, { 'x-forwarded-for': ip });

describe('askStockAlert', () => {
  it('takes an ask on a sold-out size in one REST call, and answers a second ask exactly alike', async () => {
    const contact = email();
    t.reset();
    const first = await ask(sizes.soldOut, contact);
    expect(first).toEqual({ data: { askStockAlert: { sizeId: sizes.soldOut } } });
    expect(t.upstream).toEqual([{ method: 'POST', url: '/stock_alerts' }]);
    expect(await ask(sizes.soldOut, contact.toUpperCase())).toEqual(first);
  });

  it('refuses a size that can be bought now as CONFLICT in_stock', async () => {
    const { data, errors } = await ask(sizes.open, email());
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'in_stock' });
  });

  it('refuses a contact that is neither a number nor an email on input.contact', async () => {
    const { errors } = await ask(sizes.soldOut, 'call me');
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'input.contact', code: 'invalid_format' }),
    ]);
  });
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: STORE };
const post = (fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) =>
  t.gateway.inject({
    method: 'POST',
    url: '/stock-alerts',
    remoteAddress: '127.0.0.1',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}`,
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });

describe('"Notify me" posted without the app', () => {
  const back = () => `/product-details/${sizes.productId}/x/suits?size=40`;

  it('asks, then goes back to the product page saying so', async () => {
    const answer = await post({ sizeId: sizes.soldOut, contact: email(), back: back() });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.location).toBe(`${back()}&stockAlert=asked&alertSize=${sizes.soldOut}`);
  });

  it('goes back with the reason when the api refuses: in stock, or a contact it cannot read', async () => {
    const inStock = await post({ sizeId: sizes.open, contact: email(), back: back() });
    expect(inStock.headers.location).toContain('stockAlert=in_stock');
    const invalid = await post({ sizeId: sizes.soldOut, contact: '12345', back: back() });
    expect(invalid.headers.location).toContain('stockAlert=invalid');
  });

  it('never sends the shopper to another site', async () => {
    const answer = await post({ sizeId: sizes.soldOut, contact: email(), back: 'https://evil.example/phish' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/?stockAlert=asked&alertSize=${sizes.soldOut}`);
  });

  it('refuses a post from another site before asking anything', async () => {
    t.reset();
    const answer = await post(
      { sizeId: sizes.soldOut, contact: email(), back: back() },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    );
    expect(answer.statusCode).toBe(403);
    expect(t.upstream).toEqual([]);
  });
});
