import { HOMEPAGE_SECTIONS, type HomepageSection, homepageProblems } from '@sutra/rules';
import type { HomepageFieldsFragment, HomepageInput } from '../../__generated__/admin/graphql';
import { paiseToRupeesText, rupeesToPaise } from '../forms/rupees';

export type HomepagePick = HomepageFieldsFragment['picks']['trending'][number];

/** The form's values: every text as typed, the price in rupees as typed, and each section's picks in order. */
export interface HomepageFormValues {
  version: number;
  hero: { video: string; poster: string; title: string; subtitle: string };
  promoText: string;
  bestSeller: { title: string; bannerImg: string; priceRupees: string; seeMoreLink: string };
  trending: { title: string; seeMoreLink: string };
  recommended: { title: string; seeMoreLink: string };
  saleBanner: { title: string; offer: string; ctaText: string; link: string; image: string };
  picks: Record<HomepageSection, HomepagePick[]>;
}

export const SECTION_NAMES: Record<HomepageSection, string> = {
  bestSeller: 'Best Seller',
  trending: 'Top Trending',
  recommended: 'Recommended',
};

export const STALE_MESSAGE = 'Someone else saved the homepage since you opened it. Reload it to see their change.';
export const UNSAVED_MESSAGE = 'You have unsaved changes to the homepage. Leave without saving?';

const strip = <T extends { __typename?: string }>({ __typename: _, ...rest }: T): Omit<T, '__typename'> => rest;

export function formValuesOf(homepage: HomepageFieldsFragment): HomepageFormValues {
  const { pricePaise, seeMoreLink, ...bestSeller } = strip(homepage.bestSeller);
  return {
    version: homepage.version,
    hero: strip(homepage.hero),
    promoText: homepage.promoText,
    bestSeller: { ...bestSeller, priceRupees: paiseToRupeesText(pricePaise), seeMoreLink: seeMoreLink ?? '' },
    trending: strip(homepage.trending),
    recommended: strip(homepage.recommended),
    saleBanner: strip(homepage.saleBanner),
    picks: {
      bestSeller: homepage.picks.bestSeller,
      trending: homepage.picks.trending,
      recommended: homepage.picks.recommended,
    },
  };
}

/** What the form sends: the api trims the texts itself. */
export function inputOf(values: HomepageFormValues): HomepageInput {
  const { priceRupees, seeMoreLink, ...bestSeller } = values.bestSeller;
  return {
    version: values.version,
    hero: values.hero,
    promoText: values.promoText,
    bestSeller: { ...bestSeller, pricePaise: rupeesToPaise(priceRupees), seeMoreLink: seeMoreLink.trim() || null },
    trending: values.trending,
    recommended: values.recommended,
    saleBanner: values.saleBanner,
    picks: {
      bestSeller: values.picks.bestSeller.map((p) => p.id),
      trending: values.picks.trending.map((p) => p.id),
      recommended: values.picks.recommended.map((p) => p.id),
    },
  };
}

/**
 * The form's field messages by field path (`hero.title`, `picks.trending`), from the rules the api applies
 * (`@sutra/rules`' `homepageProblems`); the price is checked as rupees, under its own field.
 */
export function homepageFormErrors(values: HomepageFormValues): Record<string, string> {
  const input = inputOf(values);
  const errors: Record<string, string> = {};
  const problems = homepageProblems({
    ...input,
    bestSeller: { ...input.bestSeller, seeMoreLink: input.bestSeller.seeMoreLink ?? undefined },
  });
  for (const { field, message } of problems) {
    const name = field === 'bestSeller.pricePaise' ? 'bestSeller.priceRupees' : field;
    errors[name] ??= field === 'bestSeller.pricePaise' ? 'A price in rupees, such as 2499 or 2499.50' : message;
  }
  return errors;
}

/** The api's field paths (`input.hero.title`) as the form's. */
export const formFieldOf = (apiField: string): string =>
  apiField
    .replace(/^input\./, '')
    .replace(/^bestSeller\.pricePaise$/, 'bestSeller.priceRupees')
    .replace(/^picks\.(\w+)\.\d+$/, 'picks.$1');

export const sameValues = (a: HomepageFormValues, b: HomepageFormValues): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

export { HOMEPAGE_SECTIONS };
