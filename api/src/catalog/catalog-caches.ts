import type { Db } from '../db/client.js';
import { forgetListingTotals } from './listing-counts.js';
import { forgetFoundCategories } from './service.js';

/**
 * The channel the catalogue version's triggers NOTIFY on at commit, with the new version as payload (migration
 * 0018_catalog_version_notice).
 */
export const CATALOG_CHANGES = 'catalog_version';

/**
 * Forgets every catalogue answer this process keeps for `db` (listing totals, categories found). Called on each
 * catalogue change notice and whenever notices may have been missed (listening started, or its connection was lost).
 */
export function forgetCatalogAnswers(db: Db): void {
  forgetListingTotals(db);
  forgetFoundCategories(db);
}
