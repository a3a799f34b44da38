import { decimalRupees } from '@sutra/rules';
import type { Money } from '../../shared/money/format-money';

/** What a page says about itself in the document's head: for the tab, search engines and link previews. */
export interface PageHead {
  /** The whole title, e.g. `Milano Suit | Sutra`. */
  title: string;
  description?: string;
  /** The canonical path on the store (`/product-listing/suits`); the current path without its query by default. */
  path?: string;
  /** The preview image: a store path (`/media/…`) or an absolute URL. A raster one: previews show no SVG. */
  image?: string;
  imageAlt?: string;
  /** Open Graph's type: `product` on product pages. */
  type?: 'website' | 'product';
  /** A product page's price and availability, for Open Graph's product tags. */
  product?: { price: Money; inStock: boolean };
  /** schema.org documents (Product, BreadcrumbList, Organization). */
  jsonLd?: Record<string, unknown>[];
  /** Pages of one shopper (cart, profile, checkout): kept out of search engines. */
  noindex?: boolean;
  /**
   * The page's largest picture (its LCP), fetched first: `<link rel=preload as=image fetchpriority=high>` with the
   * same `srcset`/`sizes` as the img, so the browser starts it with the HTML rather than once it meets the img.
   */
  preloadImage?: { href: string; srcSet?: string; sizes?: string };
}

export const STORE_NAME = 'Sutra';
export const DEFAULT_DESCRIPTION = 'Sutra — suits, blazers, shirts and ethnic wear for men, tailored in Jaipur.';

/** One element of the head, as both the server (HTML) and the browser (DOM) write it. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

/** The store's public origin joined with a path, or the URL itself when it is already absolute. */
export const absoluteUrl = (publicUrl: string, pathOrUrl: string): string => new URL(pathOrUrl, `${publicUrl}/`).href;

/**
 * The JPEG preview of a catalogue image for link previews: the drawn SVGs and the photos the back office uploads have
 * a JPEG sibling (`/media/…/x.jpg`, at most 1200 px); any other picture is named as it is.
 */
export const rasterImage = (path: string): string =>
  path.replace(/\.svg$/i, '.jpg').replace(/^(\/media\/products\/uploads\/[^/]+)\.(png|webp)$/i, '$1.jpg');

/** The head elements of a page, in order: title, the LCP picture's preload, description, robots, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags(head: PageHead, publicUrl: string, currentPath: string): HeadTag[] {
  const url = absoluteUrl(publicUrl, head.path ?? currentPath.split('?')[0] ?? '/');
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const image = head.image ? absoluteUrl(publicUrl, rasterImage(head.image)) : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  const tags: HeadTag[] = [{ tag: 'title', attributes: {}, text: head.title }];
  if (head.preloadImage) {
    const { href, srcSet, sizes } = head.preloadImage;
    tags.push({
      tag: 'link',
      attributes: {
        rel: 'preload',
        as: 'image',
        fetchpriority: 'high',
        href,
        ...(srcSet ? { imagesrcset: srcSet } : {}),
        ...(sizes ? { imagesizes: sizes } : {}),
      },
    });
  }
  tags.push(meta('name', 'description', description));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, nofollow'));
  tags.push(
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    meta('property', 'og:site_name', STORE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'en_IN'),
  );
  if (image) {
    tags.push(meta('property', 'og:image', image));
    if (head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt));
  }
  if (head.product) {
    tags.push(
      meta('property', 'product:price:amount', decimalRupees(head.product.price.paise)),
      meta('property', 'product:price:currency', head.product.price.currencyCode),
      meta('property', 'product:availability', head.product.inStock ? 'in stock' : 'out of stock'),
    );
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
  );
  if (image) tags.push(meta('name', 'twitter:image', image));
  for (const document of head.jsonLd ?? []) {
    tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: JSON.stringify(document) });
  }
  return tags;
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element: `<` escaped, so no `</script>` (or `<!--`) in the data can end the element. */
export const scriptSafeJson = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The tags as HTML for the server's document. Each carries `data-head`, so the browser can replace them. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries({ ...attributes, 'data-head': '' })
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attrs}>`;
      const body = tag === 'script' ? scriptSafeJson(text ?? '') : escapeText(text ?? '');
      return `<${tag}${attrs}>${body}</${tag}>`;
    })
    .join('');
}
