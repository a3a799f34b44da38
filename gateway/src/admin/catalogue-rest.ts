import { z } from 'zod';
import type { Caller, QueryParams, RestClient } from '../rest/client.js';
import { type InputPaths, inputFields } from '../rest/errors.js';
import { parsed, signInRequired } from './rest.js';

/**
 * The api's admin catalogue routes (`/API/v1/admin/products…`, `docs/admin.md` "Products"): the wire contract the
 * catalogue's resolvers speak, in one place, every answer read through zod (the shapes of the api's
 * `catalog/admin/schemas.ts`). Every write names the product's `version` as the editor read it and answers the whole
 * product with its new one; a stale version is 409 `stale_version`, which reaches the client as CONFLICT with that
 * reason. Reads need `catalogue:read` (every role), writes `catalogue:write`, stock `stock:write`.
 */

export const STOCK_STATES = ['in_stock', 'some_sold_out', 'sold_out'] as const;
export type StockStateJson = (typeof STOCK_STATES)[number];
export type ProductSortJson = 'name' | 'price' | 'updated' | 'stock';

const productRowJson = z.object({
  _id: z.string(),
  version: z.number().int(),
  productName: z.string(),
  categoryName: z.string(),
  visible: z.boolean(),
  pricePaise: z.number().int(),
  units: z.number().int().nullable(),
  stockState: z.enum(STOCK_STATES),
  image: z.string().nullable(),
  updatedAt: z.string(),
});
export type ProductRowJson = z.infer<typeof productRowJson>;

const productPageJson = z.object({ result: z.array(productRowJson), nextCursor: z.string().nullable() });
export type ProductPageJson = z.infer<typeof productPageJson>;

const skuJson = z.object({
  _id: z.string(),
  size: z.string(),
  skuCode: z.string().nullable(),
  stock: z.number().int().nullable(),
});
export type SkuJson = z.infer<typeof skuJson>;

const variantJson = z.object({
  _id: z.string(),
  position: z.number().int(),
  colour: z.string(),
  retailPricePaise: z.number().int(),
  salePricePaise: z.number().int(),
  images: z.array(z.string()),
  skus: z.array(skuJson),
});
export type VariantJson = z.infer<typeof variantJson>;

const adminProductJson = z.object({
  _id: z.string(),
  version: z.number().int(),
  productName: z.string(),
  heading: z.string(),
  description: z.string(),
  category: z.object({ _id: z.string(), categoryName: z.string() }),
  visible: z.boolean(),
  hsnCode: z.string().nullable(),
  gstRateBp: z.number().int().nullable(),
  onSale: z.boolean(),
  updatedAt: z.string(),
  variants: z.array(variantJson),
});
export type AdminProductJson = z.infer<typeof adminProductJson>;
const productAnswer = z.object({ result: adminProductJson });

export interface ProductListQuery {
  q?: string | undefined;
  categoryId?: string | undefined;
  visibility?: 'shown' | 'hidden' | undefined;
  stock?: StockStateJson | undefined;
  sort: ProductSortJson;
  order: 'asc' | 'desc';
  limit: number;
  /** The previous page's `nextCursor`. */
  cursor?: string | undefined;
}

export interface ProductFieldsJson {
  productName: string;
  heading: string;
  description: string;
  categoryId: string;
  visible: boolean;
  hsnCode: string | null;
  gstRateBp: number | null;
}

export interface VariantFieldsJson {
  colour: string;
  retailPricePaise: number;
  salePricePaise: number;
}

export interface SizeJson {
  size: string;
  skuCode: string | null;
  stock: number | null;
}

/** The api's field paths as the mutations' arguments: the fields sit in `input`, under the schema's names. */
const INPUT: InputPaths = { prefix: 'input.', renames: { productName: 'name' } };
/** Mutations whose values are arguments of their own (`stock`, `pictures`), not an `input` object. */
const ARGUMENTS: InputPaths = { renames: { images: 'pictures' } };

const at = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

export class CatalogueRest {
  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
  ) {}

  private get session(): Caller {
    if (!this.caller.token) throw signInRequired();
    return this.caller;
  }

  private async product(call: Promise<unknown>, route: string, paths = INPUT): Promise<AdminProductJson> {
    return parsed(productAnswer, await inputFields(call, paths), route).result;
  }

  /** `GET /admin/products`: keyset-paged by `cursor`, sorted and filtered by the api. */
  async list(query: ProductListQuery): Promise<ProductPageJson> {
    const params: QueryParams = { ...query };
    const answer = await this.rest.get<unknown>('/admin/products', params, this.session);
    return parsed(productPageJson, answer, 'GET /admin/products');
  }

  /** `GET /admin/products/:productId`. */
  get(id: string): Promise<AdminProductJson> {
    const call = this.rest.get<unknown>(`/admin/products/${at(id)}`, undefined, this.session);
    return this.product(call, 'GET /admin/products/:productId');
  }

  /** `POST /admin/products`. */
  create(fields: ProductFieldsJson): Promise<AdminProductJson> {
    return this.product(this.rest.send<unknown>('POST', '/admin/products', fields, this.session), 'POST product');
  }

  /** `PATCH /admin/products/:productId`. */
  update(id: string, version: number, fields: ProductFieldsJson): Promise<AdminProductJson> {
    const call = this.rest.send<unknown>('PATCH', `/admin/products/${at(id)}`, { version, ...fields }, this.session);
    return this.product(call, 'PATCH product');
  }

  /** `POST /admin/products/:productId/variants`, with its sizes. */
  addVariant(id: string, version: number, fields: VariantFieldsJson & { sizes: SizeJson[] }) {
    const path = `/admin/products/${at(id)}/variants`;
    return this.product(this.rest.send<unknown>('POST', path, { version, ...fields }, this.session), 'POST variant');
  }

  /** `PATCH /admin/products/:productId/variants/:variantId`. */
  updateVariant(id: string, variantId: string, version: number, fields: VariantFieldsJson) {
    const path = `/admin/products/${at(id, 'variants', variantId)}`;
    return this.product(this.rest.send<unknown>('PATCH', path, { version, ...fields }, this.session), 'PATCH variant');
  }

  /** `DELETE /admin/products/:productId/variants/:variantId?version=`. */
  deleteVariant(id: string, variantId: string, version: number): Promise<AdminProductJson> {
    const path = `/admin/products/${at(id, 'variants', variantId)}`;
    const call = this.rest.send<unknown>('DELETE', path, undefined, this.session, { version });
    return this.product(call, 'DELETE variant', ARGUMENTS);
  }

  /** `POST /admin/products/:productId/variants/:variantId/sizes`. */
  addSize(id: string, variantId: string, version: number, size: SizeJson): Promise<AdminProductJson> {
    const path = `/admin/products/${at(id, 'variants', variantId, 'sizes')}`;
    return this.product(this.rest.send<unknown>('POST', path, { version, ...size }, this.session), 'POST size');
  }

  /** `PUT /admin/products/:productId/skus/:skuId/stock`. */
  setStock(id: string, skuId: string, version: number, stock: number | null): Promise<AdminProductJson> {
    const path = `/admin/products/${at(id, 'skus', skuId, 'stock')}`;
    return this.product(this.rest.send<unknown>('PUT', path, { version, stock }, this.session), 'PUT stock', ARGUMENTS);
  }

  /** `PUT /admin/products/:productId/variants/:variantId/pictures`: the same pictures in a new order. */
  reorderPictures(id: string, variantId: string, version: number, images: readonly string[]) {
    const path = `/admin/products/${at(id, 'variants', variantId, 'pictures')}`;
    const call = this.rest.send<unknown>('PUT', path, { version, images }, this.session);
    return this.product(call, 'PUT pictures', ARGUMENTS);
  }

  /** `DELETE /admin/products/:productId/variants/:variantId/pictures?version=&image=`. */
  deletePicture(id: string, variantId: string, version: number, image: string): Promise<AdminProductJson> {
    const path = `/admin/products/${at(id, 'variants', variantId, 'pictures')}`;
    const call = this.rest.send<unknown>('DELETE', path, undefined, this.session, { version, image });
    return this.product(call, 'DELETE picture', ARGUMENTS);
  }
}
