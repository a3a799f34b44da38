import { afterAll, beforeAll, expect } from 'vitest';
import type { CategoryJson, ProductJson, VariantJson } from '../catalog/product-json.js';
import type { ErrorBody } from '../http/errors.js';
import { CATEGORY_SEEDS } from '../seed/catalog-data.js';
import { createTestApi, type TestApi } from './test-api.js';

/**
 * What the tests of GET /product share: a test api over the seeded catalogue, started by `useSeededCatalog()` in a
 * test file (it registers the file's beforeAll/afterAll), and helpers that ask it and read its answers.
 */

let api: TestApi;
/** Every product, as GET /product?categoryName=ALL answers (the store's order); set once the api has started. */
export let all: ProductJson[];
/** Every category, as GET /category answers; set once the api has started. */
export let categories: CategoryJson[];

/** Starts a test api over the seeded catalogue before the file's tests, and closes it after them. */
export function useSeededCatalog(): void {
  beforeAll(async () => {
    api = await createTestApi();
    all = (await getJson<ListBody>('/API/v1/product?categoryName=ALL')).result;
    categories = (await getJson<{ result: CategoryJson[] }>('/API/v1/category')).result;
  });
  afterAll(() => api.close());
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const SEEDED = CATEGORY_SEEDS.flatMap((category) => category.products.map((product) => ({ category, product })));

export interface ListBody {
  success: true;
  result: ProductJson[];
  total?: number;
  nextCursor?: string | null;
}

export interface OneBody {
  success: true;
  result: ProductJson;
}

export interface PageBody {
  success: true;
  result: ProductJson[];
  total: number;
  nextCursor: string | null;
}

export type Query = Record<string, string | number | boolean>;

export const url = (query: Query): string =>
  `/API/v1/product?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

export async function getJson<T>(path: string, status = 200): Promise<T> {
  const res = await api.app.inject(path);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
  return res.json<T>();
}

export const page = (query: Query) => getJson<PageBody>(url(query));

export async function expectError(query: Query | string, status: number, message: string | RegExp): Promise<void> {
  const body = await getJson<ErrorBody>(typeof query === 'string' ? query : url(query), status);
  expect(body.success).toBe(false);
  expect(body.status).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

export function first(p: ProductJson): VariantJson {
  const v = p.productVariants[0];
  if (!v) throw new Error(`${p.productName} has no variants`);
  return v;
}

export const ids = (products: ProductJson[]) => products.map((p) => p._id);
export const byName = (name: string): ProductJson => {
  const p = all.find((x) => x.productName === name);
  if (!p) throw new Error(`no product named ${name}`);
  return p;
};
export const inCategory = (value: string) => all.filter((p) => p.categoryId.value === value);
export const outOfStock = (p: ProductJson) => !p.status || !p.visibilityStatus;

/** Option labels of an attribute over all of a product's variants. */
export const optionLabels = (p: ProductJson, label: string): Set<string> =>
  new Set(
    p.productVariants.flatMap((v) =>
      v.attributes.filter((a) => a.attribute.label === label).flatMap((a) => a.value.map((o) => o.label)),
    ),
  );

/** Follows nextCursor from the first page to the last, checking every page's total. */
export async function walk(query: Query): Promise<{ products: ProductJson[]; pages: number; total: number }> {
  const products: ProductJson[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total = -1;
  do {
    const body: PageBody = await page(cursor ? { ...query, cursor } : query);
    pages += 1;
    if (total === -1) total = body.total;
    expect(body.total).toBe(total);
    expect(body.result.length).toBeLessThanOrEqual(Number(query.limit));
    if (body.nextCursor) expect(body.result).toHaveLength(Number(query.limit));
    products.push(...body.result);
    cursor = body.nextCursor;
    expect(pages).toBeLessThan(200);
  } while (cursor);
  return { products, pages, total };
}

export const priceOrder = (direction: 1 | -1) => (a: ProductJson, b: ProductJson) => {
  const diff = first(a).salePrice - first(b).salePrice;
  if (diff !== 0) return diff * direction;
  return (a._id < b._id ? -1 : a._id > b._id ? 1 : 0) * direction;
};
