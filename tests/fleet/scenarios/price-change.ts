import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { openDatabase } from '@sutra/api';
import { setSalePrice } from '@sutra/api/test-catalog';
import type { Scenario } from '../scenario.js';
import { waitUntil } from '../scenario.js';

const PRODUCT = 'query FleetPriceProduct($id: ID!) { product(id: $id) { id price { paise } } }';
const LISTING = `query FleetPriceListing($category: String) {
  products(category: $category, first: 12) { nodes { id price { paise } } }
}`;

/** A catalogue read as the web app sends it to one gateway replica: a persisted GET (so its response cache answers). */
export async function gatewayRead<T>(origin: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const get = async (withQuery: boolean) => {
    const params = new URLSearchParams({
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }),
      variables: JSON.stringify(variables),
      ...(withQuery ? { query } : {}),
    });
    const response = await fetch(`${origin}/graphql?${params}`, { headers: { 'apollo-require-preflight': 'true' } });
    return (await response.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] };
  };
  let answer = await get(false);
  if (answer.errors?.[0]?.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND') answer = await get(true);
  if (!answer.data) throw new Error(`${origin}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

interface RestProduct {
  _id: string;
  productVariants: { salePricePaise: number }[];
}

/**
 * A price changed in PostgreSQL (as a catalogue edit does: the variant's price and the product's document, in one
 * transaction) shows on every api replica (the product and its category's listing over REST) and every gateway
 * replica (the product query and the listing, as persisted GETs the response cache answers) within a second. Every
 * one of them has answered the old price just before, so each had it cached wherever it caches.
 */
export const priceSeenEverywhere: Scenario = {
  name: 'a price change shows on every api and gateway replica within 1 s',
  run: async (fleet, figures) => {
    const gateway = fleet.gateways[0];
    assert.ok(gateway);
    const categories = await gatewayRead<{ categories: { value: string }[] }>(
      gateway.url,
      'query FleetPriceCategories { categories { value } }',
      {},
    );
    const category = categories.categories[0]?.value;
    assert.ok(category, 'the store has a category');
    const listed = await gatewayRead<{ products: { nodes: { id: string; price: { paise: number } }[] } }>(
      gateway.url,
      LISTING,
      { category },
    );
    const item = listed.products.nodes[0];
    assert.ok(item, 'the category lists a product');
    // Prices in paise, as every replica answers them (the api's `salePricePaise`, GraphQL's Money).
    const oldPrice = item.price.paise;
    const newPrice = oldPrice - 1100;

    const views: { name: string; price: () => Promise<number | undefined> }[] = [];
    for (const [i, api] of fleet.apis.entries()) {
      views.push({
        name: `api ${i + 1} product`,
        price: async () => {
          const answer = (await (await fetch(`${api.url}/API/v1/product?id=${item.id}`)).json()) as {
            result: RestProduct;
          };
          return answer.result.productVariants[0]?.salePricePaise;
        },
      });
      views.push({
        name: `api ${i + 1} listing`,
        price: async () => {
          const answer = (await (
            await fetch(`${api.url}/API/v1/product?categoryName=${encodeURIComponent(category)}&limit=12`)
          ).json()) as { result: RestProduct[] };
          return answer.result.find((p) => p._id === item.id)?.productVariants[0]?.salePricePaise;
        },
      });
    }
    for (const [i, g] of fleet.gateways.entries()) {
      views.push({
        name: `gateway ${i + 1} product`,
        price: async () =>
          (await gatewayRead<{ product: { price: { paise: number } } | null }>(g.url, PRODUCT, { id: item.id })).product
            ?.price.paise,
      });
      views.push({
        name: `gateway ${i + 1} listing`,
        price: async () =>
          (
            await gatewayRead<{ products: { nodes: { id: string; price: { paise: number } }[] } }>(g.url, LISTING, {
              category,
            })
          ).products.nodes.find((p) => p.id === item.id)?.price.paise,
      });
    }
    // Every view answers the old price first (and so holds it in whatever cache it keeps).
    for (const view of views) assert.equal(await view.price(), oldPrice, `${view.name} shows the old price`);

    const database = await openDatabase({ databaseUrl: fleet.databaseUrl });
    let changedAt: number;
    try {
      await setSalePrice(database.db, item.id, newPrice);
      changedAt = Date.now();
    } finally {
      await database.close();
    }
    const seenAfter: Record<string, number> = {};
    Object.assign(figures, { oldPricePaise: oldPrice, newPricePaise: newPrice, seenAfterMs: seenAfter });
    await Promise.all(
      views.map(async (view) => {
        await waitUntil(`${view.name} shows the new price`, async () => (await view.price()) === newPrice, 10_000, 20);
        seenAfter[view.name] = Date.now() - changedAt;
      }),
    );
    const slowest = Math.max(...Object.values(seenAfter));
    figures.slowestMs = slowest;
    assert.ok(slowest <= 1000, `every replica shows the new price within 1 s (slowest ${slowest} ms)`);
  },
};
