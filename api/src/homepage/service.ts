import { HOMEPAGE_SECTIONS, type HomepageSection } from '@sutra/rules';
import { asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { audit } from '../audit/audit.js';
import {
  defaultHomepageSettings,
  HOMEPAGE_SETTINGS_KEY,
  type HomepageSettings,
  homepageSettingsSchema,
} from '../catalog/homepage.js';
import type { Db } from '../db/client.js';
import { productCollections, products, storeSettings } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { badRequest, conflict, fieldError } from '../http/errors.js';
import type { SignedInStaff } from '../staff/sessions.js';
import type { HomepageAdminJson, HomepageEditBody, HomepagePickJson } from './schemas.js';

export const STALE_HOMEPAGE =
  'Someone else saved the homepage since you opened it. Reload it and make your change again.';
export const UNKNOWN_PICK = 'No such product';

/** The first picture of a product's first colour, for the pick's thumbnail. */
const firstImage = sql<string>`coalesce((select v.images[1] from product_variants v
  where v.product_id = ${products.id} order by v.position limit 1), '')`;

const pickColumns = { id: products.id, name: products.productName, image: firstImage, visible: products.inStock };

async function readPicks(db: Db): Promise<Record<HomepageSection, HomepagePickJson[]>> {
  const rows = await db
    .select({ collection: productCollections.collection, ...pickColumns })
    .from(productCollections)
    .innerJoin(products, eq(products.id, productCollections.productId))
    .orderBy(asc(productCollections.collection), asc(productCollections.position));
  const picks = { bestSeller: [], trending: [], recommended: [] } as Record<HomepageSection, HomepagePickJson[]>;
  for (const { collection, ...pick } of rows) picks[collection].push(pick);
  return picks;
}

async function readHomepage(db: Db, lock = false): Promise<HomepageAdminJson> {
  const query = db.select().from(storeSettings).where(eq(storeSettings.key, HOMEPAGE_SETTINGS_KEY));
  const [row] = lock ? await query.for('update') : await query;
  const settings = homepageSettingsSchema.parse(row?.value ?? defaultHomepageSettings);
  return {
    ...settings,
    version: row?.version ?? 0,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
    picks: await readPicks(db),
  };
}

/** The homepage as staff edit it: its sections' text, the products each lists, and the version to send back. */
export const getHomepageForStaff = (db: Db): Promise<HomepageAdminJson> => readHomepage(db);

/** What the audit log keeps of the homepage: its text and the ids each section lists. */
const auditRecord = ({ version, updatedAt: _, picks, ...settings }: HomepageAdminJson) => ({
  ...settings,
  version,
  picks: Object.fromEntries(HOMEPAGE_SECTIONS.map((s) => [s, picks[s].map((p) => p.id)])),
});

/**
 * Saves an edit of the homepage made from `edit.version`: refused with `stale_version` when another member saved
 * since (under the document's row lock, so two saves from one version cannot both pass). The catalogue's triggers
 * announce the change at commit, so every replica's caches and the storefront follow.
 */
export async function updateHomepage(db: Db, staff: SignedInStaff, edit: HomepageEditBody): Promise<HomepageAdminJson> {
  return inTransaction(db, async (tx) => {
    await tx
      .insert(storeSettings)
      .values({ key: HOMEPAGE_SETTINGS_KEY, value: defaultHomepageSettings })
      .onConflictDoNothing();
    const before = await readHomepage(tx, true);
    if (before.version !== edit.version) throw conflict('stale_version', STALE_HOMEPAGE);

    const wanted = [...new Set(HOMEPAGE_SECTIONS.flatMap((s) => edit.picks[s]))];
    const found = wanted.length
      ? await tx.select({ id: products.id }).from(products).where(inArray(products.id, wanted))
      : [];
    const known = new Set(found.map((r) => r.id));
    const unknown = HOMEPAGE_SECTIONS.flatMap((section) =>
      edit.picks[section].flatMap((id, i) =>
        known.has(id) ? [] : [fieldError(`picks.${section}.${i}`, 'invalid_value', UNKNOWN_PICK)],
      ),
    );
    if (unknown.length) throw badRequest('invalid_input', 'A product picked is not in the catalogue.', unknown);

    const { version: _, picks, ...text } = edit;
    const settings: HomepageSettings = {
      ...text,
      bestSeller: { ...text.bestSeller, seeMoreLink: text.bestSeller.seeMoreLink || undefined },
    };
    await tx
      .update(storeSettings)
      .set({ value: settings, version: before.version + 1, updatedAt: new Date() })
      .where(eq(storeSettings.key, HOMEPAGE_SETTINGS_KEY));
    await tx.delete(productCollections);
    const rows = HOMEPAGE_SECTIONS.flatMap((collection) =>
      picks[collection].map((productId, position) => ({ collection, productId, position })),
    );
    if (rows.length) await tx.insert(productCollections).values(rows);
    const after = await readHomepage(tx);
    await audit(tx, {
      staffId: staff.id,
      action: 'homepage.update',
      entity: 'homepage',
      entityId: HOMEPAGE_SETTINGS_KEY,
      before: auditRecord(before),
      after: auditRecord(after),
    });
    return after;
  });
}

/** Products whose name holds `search`, to pick for a section: visible ones first, then by name; 20 at most. */
export async function searchPicks(db: Db, search: string): Promise<HomepagePickJson[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(pickColumns)
    .from(products)
    .where(ilike(products.productName, pattern))
    .orderBy(sql`${products.inStock} desc`, asc(products.productName))
    .limit(20);
}
