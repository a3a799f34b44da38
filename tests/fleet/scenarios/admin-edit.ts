import assert from 'node:assert/strict';
import { machineStaffSession, openDatabase } from '@sutra/api';
import type { Scenario } from '../scenario.js';
import { waitUntil } from '../scenario.js';
import { gatewayRead } from './price-change.js';

const PRODUCT = `query FleetAdminProduct($id: ID!) {
  product(id: $id) { id price { paise } variants { sizes { id available } } }
}`;
const LISTING = `query FleetAdminListing($category: String) {
  products(category: $category, first: 12) { nodes { id price { paise } } }
}`;

interface AdminProduct {
  _id: string;
  version: number;
  variants: { _id: string; salePricePaise: number; skus: { _id: string; size: string; stock: number | null }[] }[];
}

interface RestProduct {
  _id: string;
  productVariants: { salePricePaise: number; skus: { _id: string; inStock: boolean }[] }[];
}

/**
 * A member of the catalogue role changes a price and sells out a size through the admin api of one replica; the other
 * api replica's product and listing, and the other gateway's product page query and listing (persisted GETs its
 * response cache answers), show both within 5 s. Each view answered the old state just before, so each had it cached.
 */
export const adminEditSeenEverywhere: Scenario = {
  name: 'a price and a sold-out size saved in the back office show on every other replica within 5 s',
  run: async (fleet, figures) => {
    const [writer, reader] = fleet.apis;
    const gateway = fleet.gateways.at(-1);
    assert.ok(writer && reader && gateway, 'two apis and a gateway');

    const database = await openDatabase({ databaseUrl: fleet.databaseUrl });
    let token: string;
    try {
      ({ token } = await machineStaffSession(database.db, {
        email: 'fleet-catalogue@sutra.invalid',
        role: 'catalogue',
      }));
    } finally {
      await database.close();
    }
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const adminCall = async <T>(path: string, method = 'GET', body?: unknown): Promise<T> => {
      const response = await fetch(`${writer.url}/API/v1${path}`, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const answer = (await response.json()) as T;
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
      return answer;
    };

    const categories = await gatewayRead<{ categories: { value: string }[] }>(
      gateway.url,
      'query FleetAdminCategories { categories { value } }',
      {},
    );
    let category: string | undefined;
    let product: AdminProduct | undefined;
    for (const { value } of categories.categories) {
      const listed = await gatewayRead<{ products: { nodes: { id: string }[] } }>(gateway.url, LISTING, {
        category: value,
      });
      for (const node of listed.products.nodes) {
        const candidate = (await adminCall<{ result: AdminProduct }>(`/admin/products/${node.id}`)).result;
        const first = candidate.variants[0];
        if (first && first.skus.filter((s) => s.size && (s.stock === null || s.stock > 0)).length >= 2) {
          product = candidate;
          break;
        }
      }
      if (product) {
        category = value;
        break;
      }
    }
    assert.ok(category, 'the store has a category');
    assert.ok(product, 'the listing has a product with two sizes in stock');
    const variant = product.variants[0];
    const size = variant?.skus.find((s) => s.size && (s.stock === null || s.stock > 0));
    assert.ok(variant && size);
    const oldPrice = variant.salePricePaise;
    const newPrice = oldPrice - 700;
    const productId = product._id;

    const restProduct = async () =>
      ((await (await fetch(`${reader.url}/API/v1/product?id=${productId}`)).json()) as { result: RestProduct }).result;
    const views: { name: string; state: () => Promise<{ price?: number; sizeAvailable?: boolean }> }[] = [
      {
        name: 'other api product',
        state: async () => {
          const p = await restProduct();
          return {
            price: p.productVariants[0]?.salePricePaise,
            sizeAvailable: p.productVariants[0]?.skus.find((s) => s._id === size._id)?.inStock,
          };
        },
      },
      {
        name: 'other api listing',
        state: async () => {
          const answer = (await (
            await fetch(`${reader.url}/API/v1/product?categoryName=${encodeURIComponent(category)}&limit=12`)
          ).json()) as { result: RestProduct[] };
          return { price: answer.result.find((p) => p._id === productId)?.productVariants[0]?.salePricePaise };
        },
      },
      {
        name: 'other gateway product',
        state: async () => {
          const p = (
            await gatewayRead<{
              product: { price: { paise: number }; variants: { sizes: { id: string; available: boolean }[] }[] } | null;
            }>(gateway.url, PRODUCT, { id: productId })
          ).product;
          return {
            price: p?.price.paise,
            sizeAvailable: p?.variants[0]?.sizes.find((s) => s.id === size._id)?.available,
          };
        },
      },
      {
        name: 'other gateway listing',
        state: async () => ({
          price: (
            await gatewayRead<{ products: { nodes: { id: string; price: { paise: number } }[] } }>(
              gateway.url,
              LISTING,
              {
                category,
              },
            )
          ).products.nodes.find((p) => p.id === productId)?.price.paise,
        }),
      },
    ];
    for (const view of views) {
      const state = await view.state();
      assert.equal(state.price, oldPrice, `${view.name} shows the old price`);
      if (state.sizeAvailable !== undefined)
        assert.equal(state.sizeAvailable, true, `${view.name}: the size is for sale`);
    }

    const priced = await adminCall<{ result: AdminProduct }>(
      `/admin/products/${productId}/variants/${variant._id}`,
      'PATCH',
      {
        version: product.version,
        salePricePaise: newPrice,
      },
    );
    const soldOut = await adminCall<{ result: AdminProduct }>(
      `/admin/products/${productId}/skus/${size._id}/stock`,
      'PUT',
      { version: priced.result.version, stock: 0 },
    );
    const savedAt = Date.now();

    const seenAfter: Record<string, number> = {};
    Object.assign(figures, { oldPricePaise: oldPrice, newPricePaise: newPrice, seenAfterMs: seenAfter });
    await Promise.all(
      views.map(async (view) => {
        await waitUntil(
          `${view.name} shows the new price and the sold-out size`,
          async () => {
            const state = await view.state();
            // Views that show sizes must show this one sold out; the listings show prices only.
            return state.price === newPrice && (view.name.endsWith('listing') || state.sizeAvailable === false);
          },
          5_000,
          20,
        );
        seenAfter[view.name] = Date.now() - savedAt;
      }),
    );
    figures.slowestMs = Math.max(...Object.values(seenAfter));

    // The size goes back on sale: the shoppers of the scenarios after this one add a product's first size.
    await adminCall(`/admin/products/${productId}/skus/${size._id}/stock`, 'PUT', {
      version: soldOut.result.version,
      stock: size.stock,
    });
  },
};
