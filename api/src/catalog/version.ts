import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { catalogVersion } from '../db/schema.js';

/**
 * The catalogue's version: a number that grows whenever anything a public catalogue answer shows changes (bumped
 * by database triggers, so no write path can forget it; see migration 0009_catalog_version). One primary-key read.
 */
export async function getCatalogVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
  return row?.version ?? 0;
}
