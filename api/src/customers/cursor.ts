import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/errors.js';

/** Keyset cursors of the back office's newest-first lists: the row's creation time to the microsecond and its id. */

export const BAD_CURSOR = 'cursor must be the nextCursor of a page';

/** A creation time to the microsecond (a JavaScript Date would round it to milliseconds and skip or repeat rows). */
export const exactTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeCursor = (at: string, id: string): string =>
  Buffer.from(`${at}|${id}`, 'utf8').toString('base64url');

export interface Cursor {
  at: string;
  id: string;
}

export function decodeCursor(cursor: string): Cursor {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const ok =
    at &&
    id &&
    extra === undefined &&
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  if (!ok) throw badRequest('invalid_input', BAD_CURSOR);
  return { at, id };
}

/** Rows older than the cursor's, in the (created_at desc, id desc) order the lists' indexes hold. */
export const olderThan = (createdAt: AnyPgColumn, id: AnyPgColumn, after: Cursor): SQL =>
  sql`(${createdAt}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`;
