/**
 * What a catalogue change touches, as the database announces it at commit (`NOTIFY catalog_version`, payload
 * `<version> <scope>`, migration 0022_catalog_change_scopes) and the api passes on to the gateways
 * (`GET /API/v1/catalog/changes`). Caches keep, with each answer, the scopes of what it showed; a change forgets only
 * the answers that showed its scope, and a catalogue-wide change forgets them all.
 *
 * - `*`: catalogue-wide (products, variants, prices, stock flips, categories, filters, collections, the homepage);
 * - `reviews:<product id>`: a product's reviews, its rating summary, or whether a reviewer received it;
 * - `reviewer:<buyer id>`: the name a buyer's reviews show.
 *
 * A scope of any other shape is read as catalogue-wide, so a listener never keeps an answer a change it does not
 * understand may have altered.
 */
export const CATALOGUE_WIDE = '*';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The scope of a product's reviews and rating summary. */
export const reviewsScope = (productId: string): string => `reviews:${productId.toLowerCase()}`;

/** The scope of the name a buyer's reviews show. */
export const reviewerScope = (buyerId: string): string => `reviewer:${buyerId.toLowerCase()}`;

export interface CatalogChange {
  /** The change's number in the one sequence of catalogue changes (commit order). */
  version: number;
  /** `*`, or one narrow scope. */
  scope: string;
}

/** A scope as announced, or `*` for one of a shape this code does not know. */
export function knownScope(scope: string): string {
  const [kind, id, ...rest] = scope.split(':');
  if (rest.length === 0 && (kind === 'reviews' || kind === 'reviewer') && id !== undefined && UUID.test(id)) {
    return scope;
  }
  return CATALOGUE_WIDE;
}

/** A notice's payload (`<version> <scope>`), or undefined when it is not one. */
export function parseCatalogNotice(payload: string): CatalogChange | undefined {
  const match = /^(\d{1,15}) (\S+)$/.exec(payload);
  if (!match?.[1] || !match[2]) return undefined;
  return { version: Number(match[1]), scope: knownScope(match[2]) };
}
