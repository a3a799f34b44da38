import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { productCollections, storeSettings } from '../db/schema.js';
import { paiseToRupees } from '../money.js';
import { loadProducts } from './product-loader.js';
import type { homepageAnswerSchema } from './schemas.js';

/** The editable part of the homepage, kept under `store_settings.homepage`. */
export const homepageSettingsSchema = z.object({
  hero: z.object({ video: z.string(), poster: z.string(), title: z.string(), subtitle: z.string() }),
  promoText: z.string(),
  bestSeller: z.object({
    title: z.string(),
    bannerImg: z.string(),
    /** The banner card's 'Start from' price. */
    pricePaise: z.number().int().nonnegative(),
    seeMoreLink: z.string().optional(),
  }),
  trending: z.object({ title: z.string(), seeMoreLink: z.string() }),
  recommended: z.object({ title: z.string(), seeMoreLink: z.string() }),
  saleBanner: z.object({
    title: z.string(),
    offer: z.string(),
    ctaText: z.string(),
    link: z.string(),
    image: z.string(),
  }),
});
export type HomepageSettings = z.infer<typeof homepageSettingsSchema>;

export const HOMEPAGE_SETTINGS_KEY = 'homepage';

/** Products shown on the homepage per section; the full lists are the /trending and /recommended listings. */
export const HOMEPAGE_LIMITS = { bestSeller: 2, trending: 8, recommended: 8 } as const;

/** GET /homepage's `data.result`: the settings with their products, and the best sellers' price also in rupees. */
export type HomepageJson = z.infer<typeof homepageAnswerSchema>['data']['result'];

async function collectionIds(db: Db, collection: 'bestSeller' | 'trending' | 'recommended', limit: number) {
  const rows = await db
    .select({ id: productCollections.productId })
    .from(productCollections)
    .where(eq(productCollections.collection, collection))
    .orderBy(asc(productCollections.position))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function getHomepage(db: Db): Promise<HomepageJson> {
  const [settingsRow] = await db.select().from(storeSettings).where(eq(storeSettings.key, HOMEPAGE_SETTINGS_KEY));
  const settings = homepageSettingsSchema.parse(settingsRow?.value ?? defaultHomepageSettings);
  const [best, trending, recommended] = await Promise.all([
    collectionIds(db, 'bestSeller', HOMEPAGE_LIMITS.bestSeller),
    collectionIds(db, 'trending', HOMEPAGE_LIMITS.trending),
    collectionIds(db, 'recommended', HOMEPAGE_LIMITS.recommended),
  ]);
  // One batch for all three sections.
  const loaded = await loadProducts(db, [...best, ...trending, ...recommended]);
  const byId = new Map(loaded.map((p) => [p._id, p]));
  const pick = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return {
    ...settings,
    bestSeller: {
      ...settings.bestSeller,
      price: paiseToRupees(settings.bestSeller.pricePaise),
      products: pick(best).map((p) => ({ productId: p })),
    },
    trending: { ...settings.trending, products: pick(trending) },
    recommended: { ...settings.recommended, products: pick(recommended) },
  };
}

export const defaultHomepageSettings: HomepageSettings = {
  hero: {
    video: '/media/hero/sutra-hero.webm',
    poster: '/media/hero/sutra-hero-poster.svg',
    title: 'Tailored in Jaipur',
    subtitle: 'Suits, blazers and festive wear, cut for the way you carry yourself.',
  },
  promoText: 'Apply 10% Off T & C apply',
  bestSeller: {
    title: 'Best Seller',
    bannerImg: '/media/banners/best-seller.svg',
    pricePaise: 249_900,
    seeMoreLink: '/product-listing/suits',
  },
  trending: { title: 'Top Trending', seeMoreLink: 'trending' },
  recommended: { title: 'Recommended for you', seeMoreLink: 'recommended' },
  saleBanner: {
    title: 'Black Friday Sale',
    offer: '50% OFF',
    ctaText: 'Shop Now',
    link: '/product-listing',
    image: '/media/banners/black-friday.svg',
  },
};
