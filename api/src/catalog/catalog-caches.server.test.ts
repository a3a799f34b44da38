import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../app.js';
import { type Database, openDatabase, queryRows } from '../db/client.js';
import { products } from '../db/schema.js';
import { seededProduct, setSalePrice } from '../test/catalog-fixtures.js';
import { type FollowedChanges, followChanges } from '../test/change-stream.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import type { ProductJson } from './product-json.js';

/**
 * Two api replicas over one PostgreSQL database, as a fleet runs: a catalogue change made through one shows through
 * the other within a second, though the other keeps listing totals in memory (it forgets them on the database's
 * change notice, sent at the writer's commit).
 */
let first: TestApi;
let secondDatabase: Database;
let second: FastifyInstance;

beforeAll(async () => {
  first = await createTestApi();
  if (!first.databaseUrl) throw new Error('the postgres project gives each test api a server database');
  secondDatabase = await openDatabase({ databaseUrl: first.databaseUrl });
  second = await buildApiApp({ config: first.config, db: secondDatabase.db });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
});

const get = async <T>(app: FastifyInstance, url: string): Promise<T> => {
  const res = await app.inject(url);
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};
const page = (app: FastifyInstance, url: string) =>
  get<{ result: ProductJson[]; total: number }>(app, `/API/v1/product?${url}`);
const product = async (app: FastifyInstance, id: string) =>
  (await get<{ result: ProductJson }>(app, `/API/v1/product?id=${id}`)).result;
const salePriceOf = (p: ProductJson | undefined) => p?.productVariants[0]?.salePrice;

/** Checks `condition` until it holds, at most `boundMs`; answers how long that took (ms) from `since`. */
async function msUntil(condition: () => Promise<boolean>, since: number, boundMs: number): Promise<number> {
  while (!(await condition())) {
    if (performance.now() - since > boundMs) throw new Error(`not seen within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - since;
}

/** Changes a product's listing price with the catalogue triggers off: no version bump, no notice (a control). */
async function setListingPriceUnannounced(db: Database['db'], id: string, paise: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(products).set({ pricePaise: paise }).where(eq(products.id, id));
  });
}

describe('catalogue caches across api replicas on one PostgreSQL', () => {
  it('shows a price changed through one replica in the other’s total, product and listing within 1 s', async () => {
    const chosen = await seededProduct(first.database.db, true);
    const rupees = salePriceOf(chosen);
    if (rupees === undefined) throw new Error('the seeded product has no variant');
    const category = chosen.categoryId.value;
    const underPrice = `categoryName=${category}&maxPrice=${rupees}&limit=50`;
    const listing = `categoryName=${category}&limit=50`;

    // The second replica remembers the total: a change made without the notice does not reach it.
    const before = await page(second, underPrice);
    expect(before.result.map((p) => p._id)).toContain(chosen._id);
    await setListingPriceUnannounced(first.database.db, chosen._id, (rupees + 1_000) * 100);
    const unannounced = await page(second, underPrice);
    expect(unannounced.result.map((p) => p._id)).not.toContain(chosen._id);
    expect(unannounced.total).toBe(before.total);
    await setListingPriceUnannounced(first.database.db, chosen._id, rupees * 100);

    // A price change as the catalogue's write path makes it, through the first replica's database handle.
    const raised = rupees + 1_000;
    await setSalePrice(first.database.db, chosen._id, raised * 100);
    const committed = performance.now();
    const totalMs = await msUntil(
      async () => (await page(second, underPrice)).total === before.total - 1,
      committed,
      1000,
    );
    const productMs = await msUntil(
      async () => salePriceOf(await product(second, chosen._id)) === raised,
      committed,
      1000,
    );
    const listingMs = await msUntil(
      async () => salePriceOf((await page(second, listing)).result.find((p) => p._id === chosen._id)) === raised,
      committed,
      1000,
    );
    console.info(
      `[caches] price change seen through the other replica: total ${totalMs.toFixed(1)} ms, ` +
        `product ${productMs.toFixed(1)} ms, listing ${listingMs.toFixed(1)} ms`,
    );
    expect((await page(first.app, underPrice)).total).toBe(before.total - 1);
  });

  it('forgets what it kept when its listening connection is cut, and listens again', async () => {
    const chosen = await seededProduct(first.database.db, true, 1);
    const rupees = salePriceOf(chosen);
    if (rupees === undefined) throw new Error('the seeded product has no variant');
    const underPrice = `categoryName=${chosen.categoryId.value}&maxPrice=${rupees}&limit=1`;
    const before = (await page(second, underPrice)).total;
    // A change whose notice never comes: the replicas still answer their remembered total.
    await setListingPriceUnannounced(first.database.db, chosen._id, (rupees + 1_000) * 100);
    expect((await page(second, underPrice)).total).toBe(before);

    // Cut both replicas' listening connections, as a restart or failover would.
    const listeners = async () =>
      (
        await queryRows<{ pid: number }>(
          first.database.db,
          sql`select pid from pg_stat_activity
              where datname = current_database() and query = 'listen "catalog_version"' and state = 'idle'`,
        )
      ).map((r) => Number(r.pid));
    const cut = await listeners();
    expect(cut).toHaveLength(2);
    await first.database.db.execute(sql`select pg_terminate_backend(pid) from unnest(${sql.param(cut)}::int[]) as pid`);
    const since = performance.now();
    // Notices may have been missed: what the replica kept is gone, so it counts again.
    await msUntil(async () => (await page(second, underPrice)).total === before - 1, since, 1000);
    await msUntil(async () => (await listeners()).filter((pid) => !cut.includes(pid)).length === 2, since, 5000);

    // Listening again (its LISTEN answered): the replica remembers again, and an announced change shows through it
    // within a second.
    expect((await page(second, underPrice)).total).toBe(before - 1);
    await setListingPriceUnannounced(first.database.db, chosen._id, rupees * 100);
    expect((await page(second, underPrice)).total).toBe(before - 1);
    await setSalePrice(first.database.db, chosen._id, rupees * 100);
    await msUntil(async () => (await page(second, underPrice)).total === before, performance.now(), 1000);
  });

  it('ends the change streams it serves when its listening connection is cut, and serves new ones once it listens', async () => {
    const origin = await second.listen({ port: 0, host: '127.0.0.1' });
    const followed = await followChanges(origin);
    // Cut every listening connection, the second replica's among them.
    await first.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'listen "catalog_version"'`,
    );
    // Notices sent while it does not listen would be lost: the stream ends, so its follower forgets and follows again.
    await followed.ended;

    // While it cannot listen it takes no follower; once it listens again, it does, from the last change committed.
    let again: FollowedChanges | undefined;
    while (!again) {
      again = await followChanges(origin).catch(() => undefined);
      if (!again) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    try {
      const chosen = await seededProduct(first.database.db, true, 2);
      await setSalePrice(first.database.db, chosen._id, 777_700);
      expect(await again.next()).toEqual({ version: again.start + 1, scope: '*' });
    } finally {
      again.close();
    }
  });
});
