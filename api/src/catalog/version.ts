import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { catalogVersion } from '../db/schema.js';

/**
 * The number of the catalogue's last change: it grows whenever anything a public catalogue answer shows changes
 * (bumped by database triggers, so no write path can forget it; see migrations 0009_catalog_version and
 * 0022_catalog_change_scopes). One primary-key read.
 */
export async function getCatalogVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
  return row?.version ?? 0;
}
