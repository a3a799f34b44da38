import { HOMEPAGE_PICKS_MAX, HOMEPAGE_SECTIONS, homepageProblems } from '@sutra/rules';
import { z } from 'zod';
import { homepageSettingsSchema } from '../catalog/homepage.js';

/** Request and answer schemas of the back office's homepage routes. */

const text = z.string({ error: 'must be text' }).trim().max(1000);
const picks = z.array(z.uuid({ error: 'must be a product id' })).max(HOMEPAGE_PICKS_MAX * 2);

/**
 * An edit of the homepage: every section's text, the products each section lists (in order) and the version it was
 * made from. The field rules are `@sutra/rules`' (`homepageProblems`), the ones the admin form shows as one types.
 */
export const homepageEditBodySchema = z
  .object({
    version: z.number({ error: 'Version is required' }).int().nonnegative(),
    hero: z.object({ video: text, poster: text, title: text, subtitle: text }),
    promoText: text,
    bestSeller: z.object({
      title: text,
      bannerImg: text,
      pricePaise: z.number({ error: 'must be a whole number of paise' }).int().nonnegative(),
      seeMoreLink: text.optional(),
    }),
    trending: z.object({ title: text, seeMoreLink: text }),
    recommended: z.object({ title: text, seeMoreLink: text }),
    saleBanner: z.object({ title: text, offer: text, ctaText: text, link: text, image: text }),
    picks: z.object({ bestSeller: picks, trending: picks, recommended: picks }),
  })
  .superRefine((edit, context) => {
    for (const problem of homepageProblems(edit)) {
      context.addIssue({
        code: 'custom',
        path: problem.field.split('.'),
        message: problem.message,
        params: { code: problem.code },
      });
    }
  });
export type HomepageEditBody = z.infer<typeof homepageEditBodySchema>;

const pickJsonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  image: z.string().describe('The first picture of its first colour, or empty'),
  visible: z.boolean().describe('Shown to shoppers (visible and in stock): a hidden pick is not shown on the homepage'),
});
export type HomepagePickJson = z.infer<typeof pickJsonSchema>;

export const homepageAdminJsonSchema = homepageSettingsSchema.extend({
  version: z.number().int(),
  updatedAt: z.string(),
  picks: z.object(
    Object.fromEntries(HOMEPAGE_SECTIONS.map((s) => [s, z.array(pickJsonSchema)])) as {
      [K in (typeof HOMEPAGE_SECTIONS)[number]]: z.ZodArray<typeof pickJsonSchema>;
    },
  ),
});
export type HomepageAdminJson = z.infer<typeof homepageAdminJsonSchema>;

export const homepageAnswerSchema = z.object({ success: z.literal(true), result: homepageAdminJsonSchema });

export const pickSearchQuerySchema = z.object({
  search: z.string({ error: 'Search is required' }).trim().min(1, 'Search is required').max(100),
});
export const pickSearchAnswerSchema = z.object({ success: z.literal(true), result: z.array(pickJsonSchema) });
