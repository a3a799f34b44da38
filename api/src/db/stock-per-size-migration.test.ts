import { randomBytes, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_DERIVED_SETS } from '../catalog/derived-sets.js';
import { migrationsDir } from '../config.js';
import { takeStock } from '../orders/stock.js';
import { adminQuery } from '../test/server-database.js';
import { type Database, type Db, openDatabase, queryRows } from './client.js';
import { rebuildStaleDerivedData } from './derived-data.js';
import { inTransaction } from './transaction.js';

/**
 * The migration that moved stock from colour variants to SKUs (colour × size), run on a database that holds what the
 * store held before it: counted and uncounted variants with sizes, a variant without sizes that had sold out (its
 * product taken off sale by the old rule), and an order and a pending checkout naming a variant and a size.
 */
const MIGRATION = '0030_stock_per_size';

let database: Database;
let folder: string;
let dropServerDatabase: (() => Promise<void>) | undefined;

/** The migrations folder as it was before `MIGRATION`: every earlier file, and the journal up to them. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sutra-migrations-'));
  await cp(migrationsDir(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

async function openEmptyDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.SUTRA_TEST_DB !== 'postgres' || !adminUrl) return openDatabase({});
  const name = `sutra_migration_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString() });
  dropServerDatabase = async () => {
    await opened.close();
    await adminQuery(adminUrl, `drop database ${name}`);
  };
  return opened;
}

async function migrateWith(db: Db, kind: Database['kind'], migrationsFolder: string): Promise<void> {
  if (kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as never, { migrationsFolder });
  }
}

const ids = {
  category: randomUUID(),
  suit: randomUUID(),
  navy: randomUUID(),
  black: randomUUID(),
  tie: randomUUID(),
  tieVariant: randomUUID(),
  shawl: randomUUID(),
  shawlVariant: randomUUID(),
  buyer: randomUUID(),
  checkout: randomUUID(),
  pending: randomUUID(),
};
const address = {
  name: 'Arjun Mehta',
  add1: '14 Johari Bazaar Road',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302003',
};
const navy40 = {
  cartLineId: randomUUID(),
  productId: ids.suit,
  variantId: ids.navy,
  name: 'Old Navy Suit',
  image: '',
  attributes: { color: 'Navy', size: '40' },
  quantity: 2,
  unitPricePaise: 500_000,
  retailPricePaise: 500_000,
};

/** What the store held before stock was counted per size. */
async function storeBeforeTheMigration(db: Db): Promise<void> {
  await db.execute(sql`insert into categories (id, category_name, value) values (${ids.category}, 'Suits', 'suits')`);
  await db.execute(sql`
    insert into products (id, product_name, category_id, status, search_text)
    values (${ids.suit}, 'Old Navy Suit', ${ids.category}, true, 'Old Navy Suit'),
           (${ids.tie}, 'Old Silk Tie', ${ids.category}, false, 'Old Silk Tie'),
           (${ids.shawl}, 'Old Wool Shawl', ${ids.category}, true, 'Old Wool Shawl')`);
  // Navy: 5 units for all its sizes; Black: not counted; the tie: none left (the old rule took it off sale); the
  // shawl: set to none by hand, its product left on sale.
  await db.execute(sql`
    insert into product_variants (id, product_id, position, retail_price_paise, sale_price_paise, stock)
    values (${ids.navy}, ${ids.suit}, 0, 500000, 500000, 5),
           (${ids.black}, ${ids.suit}, 1, 500000, 500000, null),
           (${ids.tieVariant}, ${ids.tie}, 0, 100000, 100000, 0),
           (${ids.shawlVariant}, ${ids.shawl}, 0, 200000, 200000, 0)`);
  await db.execute(sql`
    insert into variant_options (variant_id, product_id, attribute_label, attribute_position, label, value, position)
    values (${ids.navy}, ${ids.suit}, 'Color', 0, 'Navy', 'navy', 0),
           (${ids.navy}, ${ids.suit}, 'Size', 1, '38', '38', 0),
           (${ids.navy}, ${ids.suit}, 'Size', 1, '40', '40', 1),
           (${ids.black}, ${ids.suit}, 'Color', 0, 'Black', 'black', 0),
           (${ids.black}, ${ids.suit}, 'Size', 1, '42', '42', 0)`);
  // As the document builder of the time left them (today's builder reads SKUs, which do not exist yet).
  await db.execute(sql`update products set has_variants = true`);
  await db.execute(
    sql`insert into buyers (id, name, email) values (${ids.buyer}, 'Arjun Mehta', 'arjun-old@example.in')`,
  );
  // A placed order and a checkout still waiting for its payment, both for Navy in size 40.
  for (const [checkout, status] of [
    [ids.checkout, 'placed'],
    [ids.pending, 'pending'],
  ] as const) {
    await db.execute(sql`
      insert into checkouts (id, buyer_id, razorpay_order_id, status, lines, subtotal_paise, discount_paise, points_used,
                             delivery, delivery_paise, amount_paise, name, email, phone, delivery_address, billing_address,
                             expires_at)
      values (${checkout}, ${ids.buyer}, ${`order_${checkout.slice(0, 8)}`}, ${status}, ${JSON.stringify([navy40])}::jsonb,
              1000000, 0, 0, 'standard', 0,
              1000000, 'Arjun Mehta', 'arjun-old@example.in', '9876543210', ${JSON.stringify(address)}::jsonb,
              ${JSON.stringify(address)}::jsonb, now() + interval '1 hour')`);
  }
  await db.execute(sql`
    insert into orders (id, buyer_id, checkout_id, order_number, payment_method, razorpay_payment_id, name, email, phone,
                        delivery_address, billing_address, delivery, subtotal_paise, discount_paise, points_used,
                        delivery_paise, total_paise, points_earned)
    values (${randomUUID()}, ${ids.buyer}, ${ids.checkout}, '1795276473860', 'razorpay', 'pay_old', 'Arjun Mehta',
            'arjun-old@example.in', '9876543210', ${JSON.stringify(address)}::jsonb, ${JSON.stringify(address)}::jsonb,
            'standard', 1000000, 0, 0, 0, 1000000, 100)`);
  await db.execute(sql`
    insert into order_lines (order_id, product_id, variant_id, position, name, image, attributes, quantity,
                             unit_price_paise, retail_price_paise)
    select id, ${ids.suit}, ${ids.navy}, 0, 'Old Navy Suit', '', ${JSON.stringify(navy40.attributes)}::jsonb, 2,
           500000, 500000
    from orders where checkout_id = ${ids.checkout}`);
}

interface SkuRow {
  variant_id: string;
  size: string;
  stock: number | null;
}

beforeAll(async () => {
  folder = await migrationsBefore(MIGRATION);
  database = await openEmptyDatabase();
  await migrateWith(database.db, database.kind, folder);
  await storeBeforeTheMigration(database.db);
  await database.migrate();
});
afterAll(async () => {
  if (dropServerDatabase) await dropServerDatabase();
  else await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe(`migration ${MIGRATION} on a store with orders`, () => {
  it('gives each size of a counted variant what the variant had, and uncounted variants uncounted sizes', async () => {
    const skus = await queryRows<SkuRow>(
      database.db,
      sql`select variant_id, size, stock from product_skus order by variant_id, size`,
    );
    expect(skus).toEqual(
      expect.arrayContaining([
        { variant_id: ids.navy, size: '38', stock: 5 },
        { variant_id: ids.navy, size: '40', stock: 5 },
        { variant_id: ids.black, size: '42', stock: null },
        // A variant without sizes is one SKU of size ''.
        { variant_id: ids.tieVariant, size: '', stock: 0 },
        { variant_id: ids.shawlVariant, size: '', stock: 0 },
      ]),
    );
    expect(skus).toHaveLength(5);
  });

  it('keeps the orders as they were, and products on sale exactly while a size has units', async () => {
    const [order] = await queryRows<{ lines: number; status: string }>(
      database.db,
      sql`select count(l.id)::int as lines, o.order_status as status from orders o join order_lines l on l.order_id = o.id
          where o.checkout_id = ${ids.checkout} group by o.order_status`,
    );
    expect(order).toEqual({ lines: 1, status: 'Pending' });
    const products = await queryRows<{ id: string; status: boolean }>(
      database.db,
      sql`select id, status from products order by product_name`,
    );
    expect(products).toEqual([
      { id: ids.suit, status: true },
      { id: ids.tie, status: false },
      // Nothing of it left to sell: off sale, as an order taking its last unit would have left it.
      { id: ids.shawl, status: false },
    ]);
  });

  it('places a checkout priced before the migration from the size it chose', async () => {
    const [pending] = await queryRows<{ lines: (typeof navy40)[] }>(
      database.db,
      sql`select lines from checkouts where id = ${ids.pending}`,
    );
    expect(await inTransaction(database.db, (tx) => takeStock(tx, pending?.lines ?? []))).toBeNull();
    const left = await queryRows<SkuRow>(
      database.db,
      sql`select variant_id, size, stock from product_skus where variant_id = ${ids.navy} order by size`,
    );
    expect(left).toEqual([
      { variant_id: ids.navy, size: '38', stock: 5 },
      { variant_id: ids.navy, size: '40', stock: 3 },
    ]);
  });

  it('builds documents that list each size, once start-up rebuilds them', async () => {
    // The documents' shape changed (their builder reads SKUs): start-up finds the fingerprint stale and rebuilds.
    await database.db.execute(
      sql`insert into derived_shapes (name, fingerprint) values ('product-documents', 'before sizes')
          on conflict (name) do update set fingerprint = excluded.fingerprint`,
    );
    expect(await rebuildStaleDerivedData(database.db, CATALOGUE_DERIVED_SETS)).toContain('product-documents');
    const [document] = await queryRows<{ skus: unknown }>(
      database.db,
      sql`select document->'productVariants'->0->'skus' as skus from product_documents where product_id = ${ids.suit}`,
    );
    expect(document?.skus).toEqual([
      { _id: expect.any(String), size: '38', skuCode: null, inStock: true },
      { _id: expect.any(String), size: '40', skuCode: null, inStock: true },
    ]);
  });
});
