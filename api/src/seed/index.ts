import { randomUUID } from 'node:crypto';
import { flooredQuotient } from '@sutra/rules';
import { and, count, eq } from 'drizzle-orm';
import { defaultHomepageSettings, HOMEPAGE_SETTINGS_KEY } from '../catalog/homepage.js';
import { refreshProductDocuments } from '../catalog/product-document.js';
import { addMissingSkus } from '../catalog/skus.js';
import type { Db } from '../db/client.js';
import {
  attributeFilters,
  buyers,
  categories,
  productCollections,
  productSkus,
  products,
  productVariants,
  reviews,
  storeSettings,
  variantOptions,
} from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { discountPercent, rupeesToPaise } from '../money.js';
import {
  CATEGORY_SEEDS,
  type CategorySeed,
  colorLabel,
  FABRIC_SHADES,
  GARMENT_WORD,
  type ProductSeed,
  REVIEWER_NAMES,
} from './catalog-data.js';
import { ensureCoupons } from './coupons.js';
import { ensureDemoBuyer } from './demo-buyer.js';
import { productImageSvgs, writeStoreImages, writeVariantImages } from './images.js';
import { createRandom, type Random } from './random.js';
import { ReviewWriter } from './review-texts.js';

/** Units on hand of every seeded size of every colour (SKU): orders take from it (see `orders/stock.ts`). */
export const SEED_STOCK_PER_SIZE = 40;

/** The seed of the stream the review texts are written from (apart from the catalogue's own). */
const REVIEW_WORDS_SEED = 20261127;
/**
 * The store's first product (the first suit) in its first colour has one size sold out and the next nearly so, so a
 * shopper and the journeys see sizes run out one by one: its third size has none left, its fourth `SEED_FEW_LEFT`.
 */
export const SEED_FEW_LEFT = 3;

type NewProduct = typeof products.$inferInsert;
type NewVariant = typeof productVariants.$inferInsert;
type NewOption = typeof variantOptions.$inferInsert;

export interface SeedReport {
  seeded: boolean;
  categories: number;
  products: number;
  variants: number;
  reviews: number;
  /** Whether the demo buyer was added (on first seed, or to an older database that lacked it). */
  demoBuyer: boolean;
  /** Whether the back office's demo owner was added (development only; set by `prepareDatabase`). */
  demoOwner?: boolean;
}

/** Inserts in slices, keeping each statement well under PostgreSQL's 65,535 parameter limit. */
export async function insertInChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * A retail price (whole rupees) that ends in 99 and gives (about) `off` percent off `sale`: `sale / (1 − off %)` is
 * `sale × 100 / (100 − off)` rupees, rounded up to the next hundred — `sale / (100 − off)` hundreds, a quotient of whole
 * numbers.
 */
function retailFor(sale: number, off: number): number {
  if (!off) return sale;
  return -flooredQuotient(-sale, 100 - off) * 100 - 1;
}

function descriptionFor(category: CategorySeed, product: ProductSeed): { heading: string; description: string } {
  return {
    heading: `${product.fabric.charAt(0).toUpperCase()}${product.fabric.slice(1)}, tailored in Jaipur`,
    description:
      `Our ${product.name} is cut from ${product.fabric} and finished by hand in our Jaipur workshop. ` +
      `${category.occasion}. Offered in ${product.colors.map(colorLabel).join(', ')}. ${category.care}`,
  };
}

interface BuiltCatalogue {
  productRows: NewProduct[];
  variantRows: NewVariant[];
  optionRows: NewOption[];
  /** Variants whose images still need drawing. */
  pictures: { variantId: string; svgs: [string, string] }[];
}

/** Builds the seed catalogue's rows (no I/O): products, their colour variants and each variant's options. */
export function buildCatalogue(categoryIds: Map<string, string>, random: Random): BuiltCatalogue {
  const built: BuiltCatalogue = { productRows: [], variantRows: [], optionRows: [], pictures: [] };
  CATEGORY_SEEDS.forEach((category, categoryIndex) => {
    const categoryId = categoryIds.get(category.value);
    if (!categoryId) throw new Error(`category ${category.value} missing`);
    category.products.forEach((seed, productIndex) => {
      const productId = randomUUID();
      const variants = seed.colors.map((color, variantIndex) => {
        // Some colours cost a little more; some sizes are sold out in some colours.
        const sale = seed.price + (variantIndex > 0 && random.chance(0.25) ? 500 : 0);
        const sizes =
          category.sizes.length > 2 && random.chance(0.3)
            ? category.sizes.filter((_, i) => i !== random.int(0, category.sizes.length - 1))
            : category.sizes;
        return { id: randomUUID(), color, sale, retail: retailFor(sale, seed.off ?? 0), sizes };
      });
      const first = variants[0];
      if (!first) throw new Error(`${seed.name} has no colours`);
      built.productRows.push({
        id: productId,
        productName: seed.name,
        ...descriptionFor(category, seed),
        categoryId,
        status: true,
        visibilityStatus: !seed.soldOut,
        position: categoryIndex * 1000 + productIndex,
        pricePaise: rupeesToPaise(first.sale),
        retailPricePaise: rupeesToPaise(first.retail),
        discountPercent: discountPercent(rupeesToPaise(first.retail), rupeesToPaise(first.sale)),
        searchText: `${seed.name} ${category.categoryName}`,
      });
      variants.forEach((v, variantIndex) => {
        const hex = FABRIC_SHADES[v.color] ?? '#cccccc';
        built.pictures.push({ variantId: v.id, svgs: productImageSvgs(category.kind, seed.name, hex, variantIndex) });
        built.variantRows.push({
          id: v.id,
          productId,
          position: variantIndex,
          retailPricePaise: rupeesToPaise(v.retail),
          salePricePaise: rupeesToPaise(v.sale),
          images: [],
        });
        built.optionRows.push({
          variantId: v.id,
          productId,
          attributeLabel: 'Color',
          attributePosition: 0,
          label: colorLabel(v.color),
          value: v.color,
          position: 0,
        });
        for (const [sizeIndex, size] of v.sizes.entries()) {
          built.optionRows.push({
            variantId: v.id,
            productId,
            attributeLabel: 'Size',
            attributePosition: 1,
            label: size,
            value: size.toLowerCase().replace(/\s+/g, '-'),
            position: sizeIndex,
          });
        }
      });
    });
  });
  return built;
}

/**
 * Seeds an empty database with the store's catalogue, homepage configuration and reviews, in one transaction,
 * and makes sure the demo buyer and the store's coupons exist. A database that already has categories keeps its catalogue untouched but
 * still gets the demo buyer if it lacks one, so seeding can run on every start. Images are drawn into `media`.
 */
export async function seedIfEmpty(db: Db, media: MediaStore): Promise<SeedReport> {
  const catalogue = await seedCatalogueIfEmpty(db, media);
  await ensureCoupons(db);
  return { ...catalogue, demoBuyer: await ensureDemoBuyer(db) };
}

/** The first product's first colour: its third size sold out, its fourth with `SEED_FEW_LEFT` units. */
async function sellDownFirstSizes(tx: Db, catalogue: ReturnType<typeof buildCatalogue>): Promise<void> {
  const firstProduct = catalogue.productRows[0];
  const firstVariant = catalogue.variantRows.find((v) => v.productId === firstProduct?.id && v.position === 0);
  if (!firstVariant?.id) return;
  const sizes = catalogue.optionRows
    .filter((o) => o.variantId === firstVariant.id && o.attributeLabel === 'Size')
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((o) => o.label);
  const counts: [string | undefined, number][] = [
    [sizes[2], 0],
    [sizes[3], SEED_FEW_LEFT],
  ];
  for (const [size, stock] of counts) {
    if (size === undefined) continue;
    await tx
      .update(productSkus)
      .set({ stock })
      .where(and(eq(productSkus.variantId, firstVariant.id), eq(productSkus.size, size)));
  }
}

async function seedCatalogueIfEmpty(db: Db, media: MediaStore): Promise<Omit<SeedReport, 'demoBuyer'>> {
  const [existing] = await db.select({ n: count() }).from(categories);
  if (Number(existing?.n ?? 0) > 0) return { seeded: false, categories: 0, products: 0, variants: 0, reviews: 0 };

  const random = createRandom(20261121);
  await writeStoreImages(media);

  const categoryRows = CATEGORY_SEEDS.map((c, i) => ({
    id: randomUUID(),
    categoryName: c.categoryName,
    value: c.value,
    position: i,
  }));
  const categoryIds = new Map(categoryRows.map((c) => [c.value, c.id]));
  const catalogue = buildCatalogue(categoryIds, random);
  // The pictures are stored before the transaction opens: the media store may be this database, reached outside the
  // transaction, and the embedded database's one connection would wait on the open transaction for ever.
  const imagesByVariant = new Map<string, string[]>();
  await Promise.all(
    catalogue.pictures.map(async ({ variantId, svgs }) => {
      imagesByVariant.set(variantId, await writeVariantImages(media, variantId, svgs));
    }),
  );
  for (const v of catalogue.variantRows) v.images = imagesByVariant.get(v.id as string) ?? [];

  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.insert(categories).values(categoryRows);

    await insertInChunks(catalogue.productRows, 500, (chunk) => tx.insert(products).values(chunk));
    await insertInChunks(catalogue.variantRows, 1000, (chunk) => tx.insert(productVariants).values(chunk));
    await insertInChunks(catalogue.optionRows, 1000, (chunk) => tx.insert(variantOptions).values(chunk));
    await addMissingSkus(tx, 'all', SEED_STOCK_PER_SIZE);
    await sellDownFirstSizes(tx, catalogue);
    await refreshProductDocuments(tx, 'all');

    await tx.insert(attributeFilters).values(
      CATEGORY_SEEDS.flatMap((c) => {
        const categoryId = categoryIds.get(c.value) as string;
        const colors = [...new Set(c.products.flatMap((p) => p.colors))].sort();
        return [
          {
            attributeName: 'Color',
            categoryId,
            values: colors.map((name) => ({ label: colorLabel(name), value: name })),
            position: 0,
          },
          {
            attributeName: 'Size',
            categoryId,
            values: c.sizes.map((s) => ({ label: s, value: s.toLowerCase().replace(/\s+/g, '-') })),
            position: 1,
          },
        ];
      }),
    );

    await tx.insert(productCollections).values(pickCollections(catalogue.productRows, categoryIds, random));
    await tx.insert(storeSettings).values({ key: HOMEPAGE_SETTINGS_KEY, value: defaultHomepageSettings });

    const reviewCount = await seedReviews(tx, catalogue.productRows, categoryIds, random);
    return {
      seeded: true,
      categories: categoryRows.length,
      products: catalogue.productRows.length,
      variants: catalogue.variantRows.length,
      reviews: reviewCount,
    };
  });
}

/** Best sellers: two discounted suits/blazers in stock. Trending and recommended: a spread over departments. */
function pickCollections(rows: NewProduct[], categoryIds: Map<string, string>, random: Random) {
  const inStock = rows.filter((p) => p.visibilityStatus);
  const tailoring = new Set([categoryIds.get('suits'), categoryIds.get('blazers')]);
  const bestSeller = inStock.filter((p) => tailoring.has(p.categoryId) && (p.discountPercent ?? 0) > 0).slice(0, 2);
  const trending = random.sample(rows, 16);
  const recommended = random.sample(
    rows.filter((p) => !trending.includes(p)),
    20,
  );
  const entries = (collection: 'bestSeller' | 'trending' | 'recommended', list: NewProduct[]) =>
    list.map((p, position) => ({ collection, productId: p.id as string, position }));
  return [
    ...entries('bestSeller', bestSeller),
    ...entries('trending', trending),
    ...entries('recommended', recommended),
  ];
}

async function seedReviews(tx: Db, rows: NewProduct[], categoryIds: Map<string, string>, random: Random) {
  const reviewerRows = REVIEWER_NAMES.map((name) => ({
    id: randomUUID(),
    name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@reviewers.sutra.in`,
    passwordHash: null,
  }));
  await tx.insert(buyers).values(reviewerRows);
  const kindOf = new Map(CATEGORY_SEEDS.map((c) => [categoryIds.get(c.value), c.kind]));
  const now = Date.now();
  const words = createRandom(REVIEW_WORDS_SEED);
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  for (const product of rows) {
    const howMany = random.int(0, 7);
    const kind = kindOf.get(product.categoryId) ?? 'suit';
    const writer = new ReviewWriter(kind, GARMENT_WORD[kind], words);
    for (const reviewer of random.sample(reviewerRows, howMany)) {
      const roll = random.next();
      const rating = roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.92 ? 3 : roll < 0.97 ? 2 : 1;
      // The draw that once picked a text from a short list; kept, so the reviews' counts, stars and dates stay as
      // they were. The words come from a stream of their own.
      random.next();
      const text = writer.write(rating);
      const createdAt = new Date(now - random.int(1, 240) * 86_400_000 - random.int(0, 86_399) * 1000);
      reviewRows.push({
        productId: product.id as string,
        buyerId: reviewer.id,
        title: text.title,
        review: text.review,
        rating,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  await insertInChunks(reviewRows, 500, (chunk) => tx.insert(reviews).values(chunk));
  return reviewRows.length;
}
