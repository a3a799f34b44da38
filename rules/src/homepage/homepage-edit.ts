/**
 * What staff may set on the homepage: the limits of each text and list, and the checks of one edit, the same for the
 * api (which refuses an edit that breaks one, with these field paths and codes) and the admin form (which shows them
 * as the member types). Field paths are the api's: `hero.title`, `picks.trending`, …
 */

/** The longest text each kind of field takes. */
export const HOMEPAGE_TEXT_MAX = { title: 80, text: 200, link: 300 } as const;

/** The most products a section may list (the homepage shows the first few; the full lists are listings). */
export const HOMEPAGE_PICKS_MAX = 48;

export const HOMEPAGE_SECTIONS = ['bestSeller', 'trending', 'recommended'] as const;
export type HomepageSection = (typeof HOMEPAGE_SECTIONS)[number];

/** A link the storefront can follow: a path of the store (`/…`), a listing name (`trending`), or an https address. */
export function isHomepageLink(value: string): boolean {
  if (value.startsWith('//')) return false;
  if (value.startsWith('/')) return !/\s/.test(value);
  if (/^[a-z0-9-]+$/.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A picture or video the storefront can load: one of the store's files (`/media/…`) or an https address. */
export function isHomepageMedia(value: string): boolean {
  if (value.startsWith('/media/')) return !/\s|\.\./.test(value);
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export interface HomepageEditValues {
  hero: { video: string; poster: string; title: string; subtitle: string };
  promoText: string;
  bestSeller: { title: string; bannerImg: string; pricePaise: number; seeMoreLink?: string | undefined };
  trending: { title: string; seeMoreLink: string };
  recommended: { title: string; seeMoreLink: string };
  saleBanner: { title: string; offer: string; ctaText: string; link: string; image: string };
  picks: Record<HomepageSection, readonly string[]>;
}

export type HomepageProblemCode = 'required' | 'too_big' | 'invalid_format' | 'invalid_value';

export interface HomepageProblem {
  /** The field's path in the api's body, e.g. `saleBanner.title`. */
  field: string;
  code: HomepageProblemCode;
  message: string;
}

type Kind = 'title' | 'text' | 'link' | 'media';

/** Every text field of an edit, with its path and kind; optional links may be empty. */
const TEXT_FIELDS: readonly { path: readonly [string, string?]; kind: Kind; optional?: boolean }[] = [
  { path: ['hero', 'title'], kind: 'title' },
  { path: ['hero', 'subtitle'], kind: 'text' },
  { path: ['hero', 'video'], kind: 'media' },
  { path: ['hero', 'poster'], kind: 'media' },
  { path: ['promoText'], kind: 'text' },
  { path: ['bestSeller', 'title'], kind: 'title' },
  { path: ['bestSeller', 'bannerImg'], kind: 'media' },
  { path: ['bestSeller', 'seeMoreLink'], kind: 'link', optional: true },
  { path: ['trending', 'title'], kind: 'title' },
  { path: ['trending', 'seeMoreLink'], kind: 'link' },
  { path: ['recommended', 'title'], kind: 'title' },
  { path: ['recommended', 'seeMoreLink'], kind: 'link' },
  { path: ['saleBanner', 'title'], kind: 'title' },
  { path: ['saleBanner', 'offer'], kind: 'title' },
  { path: ['saleBanner', 'ctaText'], kind: 'title' },
  { path: ['saleBanner', 'link'], kind: 'link' },
  { path: ['saleBanner', 'image'], kind: 'media' },
];

const textAt = (values: HomepageEditValues, [a, b]: readonly [string, string?]): string => {
  const outer = (values as unknown as Record<string, unknown>)[a];
  const value = b ? (outer as Record<string, unknown> | undefined)?.[b] : outer;
  return typeof value === 'string' ? value : '';
};

/** Every problem of an edit, in the order of the form; none when the api would take it. */
export function homepageProblems(values: HomepageEditValues): HomepageProblem[] {
  const problems: HomepageProblem[] = [];
  for (const { path, kind, optional } of TEXT_FIELDS) {
    const field = path.filter(Boolean).join('.');
    const value = textAt(values, path).trim();
    const max = kind === 'media' || kind === 'link' ? HOMEPAGE_TEXT_MAX.link : HOMEPAGE_TEXT_MAX[kind];
    if (!value) {
      if (!optional) problems.push({ field, code: 'required', message: 'Required' });
    } else if (value.length > max) {
      problems.push({ field, code: 'too_big', message: `At most ${max} characters` });
    } else if (kind === 'link' && !isHomepageLink(value)) {
      problems.push({
        field,
        code: 'invalid_format',
        message: 'A store path such as /product-listing, or an https link',
      });
    } else if (kind === 'media' && !isHomepageMedia(value)) {
      problems.push({ field, code: 'invalid_format', message: 'A /media/… file of the store, or an https link' });
    }
  }
  const price = values.bestSeller.pricePaise;
  if (!Number.isSafeInteger(price) || price < 0) {
    problems.push({ field: 'bestSeller.pricePaise', code: 'invalid_value', message: 'A price of 0 or more' });
  }
  for (const section of HOMEPAGE_SECTIONS) {
    const ids = values.picks[section];
    if (ids.length > HOMEPAGE_PICKS_MAX) {
      problems.push({ field: `picks.${section}`, code: 'too_big', message: `At most ${HOMEPAGE_PICKS_MAX} products` });
    } else if (new Set(ids).size !== ids.length) {
      problems.push({ field: `picks.${section}`, code: 'invalid_value', message: 'A product is picked twice' });
    }
  }
  return problems;
}
