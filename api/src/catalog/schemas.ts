import { z } from 'zod';
import { commaList, queryBoolean } from '../http/schemas.js';
import { homepageSettingsSchema } from './homepage.js';
import { MAX_RELATED } from './related.js';
import { MAX_SITEMAP_PAGE_SIZE } from './sitemap.js';

export const categorySchema = z.object({
  _id: z.uuid(),
  categoryName: z.string(),
  value: z.string().describe('Lower-case route value, e.g. `ethnic-wear`'),
  name: z
    .string()
    .describe("The spec's search results call the category's display name `name`; every category answer carries both"),
});

const optionSchema = z.object({ label: z.string(), value: z.string() });

/** One size of one colour variant, as the store sells and counts it; how many units are left is not public. */
export const skuSchema = z.object({
  _id: z.uuid().describe('The SKU'),
  size: z
    .string()
    .describe("The label of the Size option it stands for (a cart line's `attributes.size`); '' without sizes"),
  skuCode: z.string().nullable().describe("The store's own code for it, when it has one"),
  inStock: z.boolean().describe('Whether this size of this colour can be bought now; false when it is sold out'),
});

export const variantSchema = z.object({
  _id: z.uuid(),
  retailPrice: z.number().describe('Rupees (the spec’s field; `retailPricePaise` is exact)'),
  salePrice: z.number().describe('Rupees (the spec’s field; `salePricePaise` is exact)'),
  retailPricePaise: z.number().int().describe('Paise'),
  salePricePaise: z.number().int().describe('Paise'),
  discountPercent: z.number().int().describe('Rounded percent off retail; 0 when there is no discount'),
  compareAtPricePaise: z
    .number()
    .int()
    .nullable()
    .describe('Paise: the retail price to strike through; null without a discount'),
  images: z.array(z.string()).describe('Paths under /media'),
  attributes: z.array(z.object({ attribute: z.object({ label: z.string() }), value: z.array(optionSchema) })),
  skus: z
    .array(skuSchema)
    .describe(
      'What can be bought of this colour, size by size (in the order of its Size options): one SKU per size, or one of ' +
        "size '' for a variant without sizes",
    ),
});

export const productSchema = z.object({
  _id: z.uuid(),
  productName: z.string(),
  heading: z.string(),
  description: z.string(),
  categoryId: categorySchema,
  status: z.boolean(),
  visibilityStatus: z.boolean().describe('false means out of stock'),
  inStock: z
    .boolean()
    .describe('Whether it can be bought (spec section 5): status and visibilityStatus, and at least one variant'),
  productVariants: z.array(variantSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_IDS = 100;

/** Query of GET /product: the spec's `id` / `categoryName`, plus the batch and listing extensions. */
export const productQuerySchema = z
  .looseObject({
    id: z.uuid({ error: 'must be a valid product id' }).optional(),
    ids: commaList
      .pipe(
        z
          .array(z.uuid({ error: 'every id must be a valid product id' }))
          .min(1, 'give at least one id')
          .max(MAX_IDS, `at most ${MAX_IDS} ids`),
      )
      .optional(),
    categoryName: z.string().trim().min(1).max(100).optional().describe('A category value or name, or ALL'),
    collection: z.enum(['bestSeller', 'trending', 'recommended']).optional(),
    search: z
      .string()
      .trim()
      .min(3, 'type at least 3 characters')
      .max(100, 'at most 100 characters')
      .optional()
      .describe('A search results listing: the products GET /search finds, best first by default'),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    cursor: z.string().max(200).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
    sort: z
      .enum(['default', 'lowToHigh', 'highToLow'], { error: 'must be default, lowToHigh or highToLow' })
      .optional(),
    minPrice: z.coerce.number().min(0).max(10_000_000).optional().describe('Rupees'),
    maxPrice: z.coerce
      .number()
      .min(0)
      .max(10_000_000)
      .optional()
      .describe('Rupees; 30000, the top of the price slider (₹30,000+), sets no upper bound'),
    availability: z.enum(['all', 'inStock', 'outOfStock'], { error: 'must be all, inStock or outOfStock' }).optional(),
    discountOnly: queryBoolean.optional(),
  })
  .describe(
    'Give one of id, ids, collection, search or categoryName. Any listing parameter (limit, cursor, offset, sort, minPrice, ' +
      'maxPrice, availability, discountOnly, attr.<Label>=v1,v2) makes the answer a page with total and nextCursor.',
  );

/** Query of GET /product-related. */
export const relatedQuerySchema = z.object({
  ids: commaList.pipe(
    z
      .array(z.uuid({ error: 'every id must be a valid product id' }))
      .min(1, 'give at least one id')
      .max(MAX_IDS, `at most ${MAX_IDS} ids`),
  ),
  limit: z.coerce.number().int().min(1).max(MAX_RELATED).default(8).describe('Related products per product'),
});

export const LISTING_KEYS = [
  'limit',
  'cursor',
  'offset',
  'sort',
  'minPrice',
  'maxPrice',
  'availability',
  'discountOnly',
];

const attributeLabel = /^[\p{L}][\p{L}\p{N} ]{0,39}$/u;

/** Picks `attr.<Label>=a,b` pairs out of a query string. */
export function attributeFiltersOf(query: Record<string, unknown>): Record<string, string[]> | { error: string } {
  const out: Record<string, string[]> = {};
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith('attr.')) continue;
    const label = key.slice(5);
    if (!attributeLabel.test(label)) return { error: `${key}: not an attribute name` };
    const values = commaList.safeParse(raw);
    if (!values.success || values.data.length > 50 || values.data.some((v) => v.length > 60)) {
      return { error: `${key}: give up to 50 comma-separated values` };
    }
    out[label] = values.data;
  }
  return out;
}

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'give a search text' })
    .trim()
    .min(3, 'type at least 3 characters')
    .max(100, 'at most 100 characters'),
});

export const attributeQuerySchema = z.object({
  categoryName: z.string().trim().min(1).max(100).optional().describe('Only this category (value or name)'),
});

export const sitemapQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1 for the first page'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_SITEMAP_PAGE_SIZE)
    .default(MAX_SITEMAP_PAGE_SIZE)
    .describe('Products per page'),
});

export const sitemapProductSchema = z.object({
  _id: z.uuid(),
  productName: z.string(),
  categoryName: z.string(),
  categoryValue: z.string().describe('The category route value, e.g. `ethnic-wear`'),
  updatedAt: z.string().describe('ISO 8601: when the product last changed'),
});

/* Answers */

/** GET /category. */
export const categoriesAnswerSchema = z.object({ success: z.literal(true), result: z.array(categorySchema) });

/** GET /homepage. */
export const homepageAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    result: homepageSettingsSchema.extend({
      bestSeller: homepageSettingsSchema.shape.bestSeller.extend({
        price: z.number().describe("Rupees: the banner card's 'Start from' price (the spec's field)"),
        products: z.array(z.object({ productId: productSchema })),
      }),
      trending: homepageSettingsSchema.shape.trending.extend({ products: z.array(productSchema) }),
      recommended: homepageSettingsSchema.shape.recommended.extend({ products: z.array(productSchema) }),
    }),
  }),
});

/** GET /search. */
export const searchAnswerSchema = z.object({
  success: z.literal(true),
  results: z.object({
    categories: z.array(z.object({ _id: z.uuid(), name: z.string(), categoryName: z.string(), value: z.string() })),
    products: z.array(
      z.object({
        _id: z.uuid(),
        name: z.string(),
        image: z.string(),
        price: z.number().describe("Rupees (the spec's field)"),
        pricePaise: z.number().int(),
        category: z.object({ _id: z.uuid(), value: z.string(), categoryName: z.string() }),
      }),
    ),
  }),
});

/** GET /product: one product, or a batch or listing page. */
export const productAnswerSchema = z.union([
  z.object({ success: z.literal(true), result: productSchema }),
  z.object({
    success: z.literal(true),
    result: z.array(productSchema),
    total: z.number().int().optional(),
    aboveMaxPrice: z
      .number()
      .int()
      .optional()
      .describe('How many more products the same filters find priced above maxPrice (0 without an upper bound)'),
    nextCursor: z.string().nullable().optional(),
  }),
]);

/** GET /product-related. */
export const relatedProductsAnswerSchema = z.object({
  success: z.literal(true),
  result: z.array(z.object({ productId: z.uuid(), related: z.array(z.uuid()) })),
  products: z.array(productSchema).describe('Every product named in `result`, once'),
});

/** GET /product-facets. */
export const productFacetsAnswerSchema = z.object({
  success: z.literal(true),
  result: z
    .record(z.string(), z.record(z.string(), z.number().int().nonnegative()))
    .describe('Attribute label -> option label -> products'),
});

/** GET /attribute. */
export const attributeFiltersAnswerSchema = z.object({
  success: z.literal(true),
  result: z.array(
    z.object({
      _id: z.uuid(),
      attributeName: z.string(),
      value: z.array(z.object({ label: z.string(), value: z.string() })),
      categoryId: categorySchema,
    }),
  ),
});

/** GET /sitemap/products. */
export const sitemapProductsAnswerSchema = z.object({
  success: z.literal(true),
  result: z.array(sitemapProductSchema),
  total: z.number().int().describe('Products in the whole catalogue'),
});

/** GET /catalog/version. */
export const catalogVersionAnswerSchema = z.object({
  success: z.literal(true),
  version: z.number().int().nonnegative(),
});
