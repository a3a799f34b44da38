import { asc, eq, sql } from 'drizzle-orm';
import { audit } from '../audit/audit.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { attributeFilters, categories } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { badRequest, fieldError, notFound } from '../http/errors.js';
import type { SignedInStaff } from '../staff/sessions.js';
import type { CategoryAdminJson, CategoryBody, FiltersBody } from './schemas.js';

export const CATEGORY_NOT_FOUND = 'No such category.';
export const VALUE_TAKEN = 'Another category has this value';

const productCount = sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id")`;

async function readCategories(db: Db, id?: string): Promise<CategoryAdminJson[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.categoryName,
      value: categories.value,
      position: categories.position,
      products: productCount,
    })
    .from(categories)
    .where(id ? eq(categories.id, id) : undefined)
    .orderBy(asc(categories.position), asc(categories.categoryName));
  const filters = await db
    .select()
    .from(attributeFilters)
    .where(id ? eq(attributeFilters.categoryId, id) : undefined)
    .orderBy(asc(attributeFilters.position), asc(attributeFilters.attributeName));
  return rows.map((row) => ({
    ...row,
    filters: filters
      .filter((f) => f.categoryId === row.id)
      .map((f) => ({ attributeName: f.attributeName, values: f.values })),
  }));
}

async function readOne(db: Db, id: string): Promise<CategoryAdminJson> {
  const [category] = await readCategories(db, id);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return category;
}

/** Every category in the order the store lists them, with its product count and listing filters. */
export const listCategories = (db: Db): Promise<CategoryAdminJson[]> => readCategories(db);

async function lockCategory(tx: Db, id: string): Promise<CategoryAdminJson> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return readOne(tx, id);
}

/**
 * Renames a category, changes its route value or its place. The catalogue's triggers announce it, so listings,
 * menus and the sitemap follow; links to the old value then answer as an unknown category.
 */
export async function updateCategory(
  db: Db,
  staff: SignedInStaff,
  id: string,
  body: CategoryBody,
): Promise<CategoryAdminJson> {
  try {
    return await inTransaction(db, async (tx) => {
      const before = await lockCategory(tx, id);
      await tx
        .update(categories)
        .set({ categoryName: body.name, value: body.value, position: body.position })
        .where(eq(categories.id, id));
      const after = await readOne(tx, id);
      await audit(tx, {
        staffId: staff.id,
        action: 'category.update',
        entity: 'category',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw badRequest('invalid_input', VALUE_TAKEN, [fieldError('value', 'taken', VALUE_TAKEN)]);
    throw error;
  }
}

/** Replaces the filters a category's listing offers, in the order given. */
export async function replaceListingFilters(
  db: Db,
  staff: SignedInStaff,
  id: string,
  body: FiltersBody,
): Promise<CategoryAdminJson> {
  return inTransaction(db, async (tx) => {
    const before = await lockCategory(tx, id);
    await tx.delete(attributeFilters).where(eq(attributeFilters.categoryId, id));
    if (body.filters.length) {
      await tx.insert(attributeFilters).values(
        body.filters.map((filter, position) => ({
          categoryId: id,
          attributeName: filter.attributeName,
          values: filter.values,
          position,
        })),
      );
    }
    const after = await readOne(tx, id);
    await audit(tx, { staffId: staff.id, action: 'category.filters', entity: 'category', entityId: id, before, after });
    return after;
  });
}
