import type { Db } from '../db/client.js';
import { forgetListingTotals } from './listing-counts.js';
import { forgetFoundCategories } from './service.js';

/**
 * The channel the catalogue's triggers NOTIFY on at commit, with `<version> <scope>` as payload (migrations
 * 0018_catalog_version_notice, 0022_catalog_change_scopes; `parseCatalogNotice` reads it).
 */
export const CATALOG_CHANGES = 'catalog_version';

/**
 * Forgets every catalogue answer this process keeps for `db` (listing totals, categories found). Called on each
 * catalogue-wide change notice (neither shows reviews) and whenever notices may have been missed (listening started,
 * or its connection was lost).
 */
export function forgetCatalogAnswers(db: Db): void {
  forgetListingTotals(db);
  forgetFoundCategories(db);
}
