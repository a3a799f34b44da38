import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/test-api.js';
import type { ProductJson } from './product-json.js';

let api: TestApi;
let suits: ProductJson[];
beforeAll(async () => {
  api = await createTestApi();
  suits = (await getJson<{ result: ProductJson[] }>('/API/v1/product?categoryName=suits')).result;
});
afterAll(() => api.close());

interface PageBody {
  success: true;
  result: ProductJson[];
  total: number;
  aboveMaxPrice: number;
  nextCursor: string | null;
}

async function getJson<T>(path: string): Promise<T> {
  const res = await api.app.inject(path);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json<T>();
}

const listing = (query: Record<string, string | number>) =>
  getJson<PageBody>(
    `/API/v1/product?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
  );

const price = (p: ProductJson) => p.productVariants[0]?.salePrice ?? 0;
const colours = (p: ProductJson) =>
  p.productVariants.flatMap((v) =>
    v.attributes.filter((a) => a.attribute.label === 'Color').flatMap((a) => a.value.map((o) => o.label)),
  );

describe('what a listing\'s price limit hides ("13 more above ₹15,000")', () => {
  it("counts the suits priced above the spec's default limit of ₹15,000, beside those it shows", async () => {
    const dearer = suits.filter((p) => price(p) > 15_000);
    expect(dearer.length).toBeGreaterThan(5);
    const page = await listing({ categoryName: 'suits', maxPrice: 15_000, limit: 12 });
    expect(page.total).toBe(suits.length - dearer.length);
    expect(page.aboveMaxPrice).toBe(dearer.length);
    // Asked again, the remembered count answers the same.
    expect((await listing({ categoryName: 'suits', maxPrice: 15_000, limit: 12 })).aboveMaxPrice).toBe(dearer.length);
    // Lifted to the slider's top (no bound), every suit shows and nothing is hidden.
    const all = await listing({ categoryName: 'suits', maxPrice: 30_000, limit: 12 });
    expect(all.total).toBe(suits.length);
    expect(all.aboveMaxPrice).toBe(0);
  });

  it('counts only what the other filters would show: a colour, sale items, a lower limit', async () => {
    const navy = suits.filter((p) => colours(p).includes('Navy'));
    const navyPage = await listing({ categoryName: 'suits', maxPrice: 15_000, 'attr.Color': 'Navy', limit: 12 });
    expect(navyPage.aboveMaxPrice).toBe(navy.filter((p) => price(p) > 15_000).length);
    const onSale = suits.filter((p) => (p.productVariants[0]?.discountPercent ?? 0) > 0);
    const salePage = await listing({ categoryName: 'suits', maxPrice: 15_000, discountOnly: 'true', limit: 12 });
    expect(salePage.aboveMaxPrice).toBe(onSale.filter((p) => price(p) > 15_000).length);
    const band = await listing({ categoryName: 'suits', minPrice: 20_000, maxPrice: 25_000, limit: 12 });
    expect(band.aboveMaxPrice).toBe(suits.filter((p) => price(p) > 25_000).length);
  });

  it("counts a search's matches above the limit the same way", async () => {
    const everything = await listing({ search: 'sherwani', maxPrice: 30_000, limit: 50 });
    const limited = await listing({ search: 'sherwani', maxPrice: 15_000, limit: 50 });
    const dearer = everything.result.filter((p) => price(p) > 15_000).length;
    expect(dearer).toBeGreaterThan(0);
    expect(limited.total).toBe(everything.total - dearer);
    expect(limited.aboveMaxPrice).toBe(dearer);
  });
});
