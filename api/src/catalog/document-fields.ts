import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/** ISO 8601 in UTC with milliseconds, as JavaScript's `toISOString()` writes it. */
export const isoSql = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A field name as an SQL literal (names come from the schema, in code). */
const keySql = (key: string) => sql.raw(`'${key.replaceAll("'", "''")}'`);

/** How a document is built from one table: the fields worked out in SQL, and those set after this object is built. */
export interface DocumentFields {
  /** Names the document in the errors, e.g. `product`. */
  name: string;
  schema: z.ZodObject;
  table: PgTable;
  /** The table's alias in the builder's SQL, e.g. `p`. */
  alias: string;
  /** Fields the builder works out (joins, rules, formats), by schema key. */
  computed: Record<string, SQL>;
  /** Schema fields the builder adds to the object afterwards (e.g. `inStock`, from the row it updates). */
  addedLater?: readonly string[];
}

/**
 * The `jsonb_build_object(...)` of a document whose shape the zod schema declares: each schema field is either worked
 * out by the builder (`computed`) or is the table's column of the same name (as Drizzle names it; `_id` is `id`;
 * timestamps as ISO 8601). So a new field is added to a document by adding it to the table and to the schema, and the SQL follows.
 * A schema field with neither, or a computed field the schema lacks, stops the api as it loads, naming the field.
 */
export function documentObjectSql(fields: DocumentFields): SQL {
  const keys = Object.keys(fields.schema.shape);
  const later = new Set(fields.addedLater ?? []);
  const stray = Object.keys(fields.computed).filter((key) => !keys.includes(key));
  if (stray.length) {
    throw new Error(`The ${fields.name} document's SQL builds ${stray.join(', ')}, which its schema does not declare`);
  }
  const columns = getTableColumns(fields.table);
  const pairs = keys
    .filter((key) => !later.has(key))
    .map((key) => {
      const computed = fields.computed[key];
      if (computed) return sql`${keySql(key)}, ${computed}`;
      // The spec's `_id` is the row's `id`.
      const column = columns[key === '_id' ? 'id' : key];
      if (!column) {
        throw new Error(
          `The ${fields.name} schema's field "${key}" has no column of that name and no SQL in the document builder`,
        );
      }
      const value = sql`${sql.raw(fields.alias)}.${sql.identifier(column.name)}`;
      return sql`${keySql(key)}, ${column.columnType.startsWith('PgTimestamp') ? isoSql(value) : value}`;
    });
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}
