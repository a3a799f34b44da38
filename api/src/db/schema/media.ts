/** Media kept in the database (`MEDIA_STORE=postgres`): uploads, the store's images and their renditions. */

import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * `bytea`, which drizzle has no column for. node-postgres answers a Buffer, PGlite a Uint8Array: both come back as a
 * Buffer over the same memory (no copy).
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * One file under `/media/`, keyed by its path there (`uploads/<hex>.png`, `renditions/products/<id>-1.webp`). The
 * bytes are stored out of line and uncompressed (see the migration): media are mostly JPEG, WebP, PNG and WebM, which
 * do not compress again, and uncompressed slices of the hero video can be read without reading it whole.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    path: text('path').primaryKey(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes, hex: the strong ETag, and how an unchanged file is told without reading it. */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('media_files_size_matches', sql`${t.size} = octet_length(${t.bytes})`),
    check('media_files_path_relative', sql`${t.path} <> '' and left(${t.path}, 1) <> '/'`),
  ],
);
