import type { ServerResponse } from 'node:http';

/**
 * A stand-in for the api's admin product routes (`/API/v1/admin/products…`, `docs/admin.md` "Products"), answering
 * the shapes of the api's `catalog/admin/schemas.ts` from one product held in memory, with its version check and
 * its refusal codes. For the lead: it exists only while this branch's api has no product routes; once the api has
 * them, the catalogue tests sign staff in through the real api (`test/staff.ts`) and this file goes.
 */
export const STUB_PRODUCT_ID = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
export const STUB_CATEGORY_ID = '3f2e1d0c-9b8a-4765-8432-10fedcba9876';
const VARIANT_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const SKU_IDS = ['c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f', 'd4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f80'];

type Answer = (response: ServerResponse, status: number, body?: unknown) => void;
type Refusal = (response: ServerResponse, status: number, code: string, message: string, more?: object) => void;

export function catalogueStub() {
  const fresh = () => ({
    _id: STUB_PRODUCT_ID,
    version: 1,
    productName: 'Navy Linen Shirt',
    heading: 'Cool in the heat',
    description: 'Pure linen.',
    category: { _id: STUB_CATEGORY_ID, categoryName: 'Shirts' },
    visible: true,
    hsnCode: '6205',
    gstRateBp: 500,
    onSale: true,
    updatedAt: '2026-11-01T10:00:00.000Z',
    variants: [
      {
        _id: VARIANT_ID,
        position: 0,
        colour: 'Navy',
        retailPricePaise: 249_900,
        salePricePaise: 199_900,
        images: ['products/navy-1.webp', 'products/navy-2.webp'],
        skus: [
          { _id: SKU_IDS[0] as string, size: '40', skuCode: 'NLS-NAVY-40', stock: 5 },
          { _id: SKU_IDS[1] as string, size: '42', skuCode: 'NLS-NAVY-42', stock: 0 },
        ],
      },
    ],
  });
  let product = fresh();

  const row = () => ({
    _id: product._id,
    version: product.version,
    productName: product.productName,
    categoryName: product.category.categoryName,
    visible: product.visible,
    pricePaise: product.variants[0]?.salePricePaise ?? 0,
    units: 5,
    stockState: 'some_sold_out',
    image: product.variants[0]?.images[0] ?? null,
    updatedAt: product.updatedAt,
  });

  const handle = (
    response: ServerResponse,
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
    { answer, refusal }: { answer: Answer; refusal: Refusal },
  ) => {
    if (method === 'GET' && path === '/admin/products') {
      // Two pages of the same row: enough to see the cursor travel.
      return answer(response, 200, { success: true, result: [row()], nextCursor: query.get('cursor') ? null : 'p2' });
    }
    if (method === 'GET' && path === '/admin/products.csv') {
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="products.csv"',
      });
      response.end(`productName,colour,size,stock\n${product.productName},Navy,40,5\n`);
      return;
    }
    if (method === 'POST' && path === '/admin/products/import') {
      // Every line after the header that says "bad" is refused, as the api lists a row's errors.
      const lines = String(body ?? '')
        .trim()
        .split('\n')
        .slice(1);
      const errors = lines.flatMap((line, i) =>
        line.includes('bad')
          ? [{ row: i + 2, column: 'stock', code: 'invalid_format', message: 'Stock is a whole number' }]
          : [],
      );
      const dryRun = query.get('dryRun') === 'true';
      const none = { products: 0, variants: 0, skus: 0 };
      const written = !dryRun && errors.length === 0;
      return answer(response, 200, {
        success: true,
        dryRun,
        written,
        rows: lines.length,
        created: none,
        updated: written ? { ...none, skus: lines.length } : none,
        errors,
      });
    }
    const input = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/admin/products') {
      if (typeof input.productName !== 'string' || !input.productName.trim()) {
        return refusal(response, 400, 'invalid_input', 'Check the fields.', {
          fields: [{ path: 'productName', code: 'required', message: 'Name is required' }],
        });
      }
      product = { ...fresh(), productName: input.productName, variants: [] };
      return answer(response, 201, { success: true, result: product });
    }
    const match = /^\/admin\/products\/([^/]+)(\/.*)?$/.exec(path);
    if (!match || match[1] !== product._id) return refusal(response, 404, 'not_found', 'No such product.');
    if (method === 'GET' && !match[2]) return answer(response, 200, { success: true, result: product });
    const version = Number(input.version ?? query.get('version'));
    if (version !== product.version) {
      return refusal(response, 409, 'stale_version', 'Someone else saved this product first. Reload it to see theirs.');
    }
    const { version: _read, ...change } = input;
    product = { ...product, version: product.version + 1, updatedAt: new Date().toISOString() };
    const variant = product.variants[0];
    if (method === 'PATCH' && !match[2]) product = { ...product, ...change };
    else if (variant && method === 'PUT' && match[2]?.endsWith('/stock')) {
      variant.skus = variant.skus.map((s) => (match[2]?.includes(s._id) ? { ...s, stock: input.stock as number } : s));
    } else if (variant && method === 'PUT' && match[2]?.endsWith('/pictures'))
      variant.images = input.images as string[];
    else if (variant && method === 'POST' && match[2]?.endsWith('/pictures')) {
      variant.images = [...variant.images, `products/upload-${String(body).length}.webp`];
    } else if (variant && method === 'DELETE' && match[2]?.endsWith('/pictures')) {
      variant.images = variant.images.filter((image) => image !== query.get('image'));
    }
    return answer(response, 200, { success: true, result: product });
  };

  return { handle, reset: () => (product = fresh()) };
}
