import { reviewerScope, reviewsScope } from '@sutra/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../app.js';
import { buyers, reviews } from '../db/schema.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct, seededProduct } from '../test/catalog-fixtures.js';
import {
  announceMarker,
  expectNothingAnnounced,
  type FollowedChanges,
  followChanges,
  catchUp as followedUpTo,
} from '../test/change-stream.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { CatalogChangeFeed, MAX_FOLLOWERS_PER_ADDRESS } from './change-feed.js';

/**
 * The catalogue's changes, announced by the database at commit with what they touch and pushed to followers (the
 * gateways) as server-sent events. A buyer's own writes must announce only their narrow scope: a catalogue-wide
 * notice empties every cache of public answers on every replica.
 */
let api: TestApi;
let origin: string;
let feed: FollowedChanges;
/** Priced anew to mark a point in the stream of changes. */
let priced: string;

beforeAll(async () => {
  api = await createTestApi();
  origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
  priced = (await seededProduct(api.database.db, true))._id;
  feed = await followChanges(origin);
});
afterAll(async () => {
  feed?.close();
  await api.close();
});

const version = async () => (await call<{ version: number }>(api, 'GET', '/catalog/version')).body.version;

const marker = () => announceMarker(api, priced);
const catchUp = () => followedUpTo(feed, api, priced);
const expectNothingAnnouncedSince = () => expectNothingAnnounced(feed, api, priced);

const writeReview = (buyer: SignedInBuyer, productId: string, body: Record<string, unknown> = {}) =>
  call(
    api,
    'POST',
    '/review',
    { productId, title: 'Good', review: 'Fits well.', rating: 4, ...body },
    { token: buyer.token },
  );

describe('GET /API/v1/catalog/changes', () => {
  it('starts at the last change committed, then announces each with its number, catalogue-wide once per transaction', async () => {
    const other = await followChanges(origin);
    try {
      expect(other.start).toBe(await version());
      const change = await marker();
      expect(change.version).toBe(other.start + 1);
      expect(await other.next()).toEqual(change);
      expect(await feed.next()).toEqual(change);
    } finally {
      other.close();
    }
  });

  it('announces a review written, edited or deleted for its product only, and an unchanged rewrite not at all', async () => {
    const { _id: productId } = await createProduct(api.database.db, { variants: [{ salePaise: 99_900 }] });
    await catchUp();
    const buyer = await newBuyer(api);
    const scope = reviewsScope(productId);

    expect((await writeReview(buyer, productId)).status).toBe(201);
    expect(await feed.next()).toMatchObject({ scope });
    expect((await writeReview(buyer, productId, { rating: 2 })).status).toBe(200);
    expect(await feed.next()).toMatchObject({ scope });
    expect((await writeReview(buyer, productId, { rating: 2 })).status).toBe(200);
    await expectNothingAnnouncedSince();

    await api.database.db.delete(reviews).where(and(eq(reviews.productId, productId), eq(reviews.buyerId, buyer.id)));
    expect(await feed.next()).toMatchObject({ scope });
  });

  it("announces a reviewer's new name for the name on their reviews only, and a name nobody sees not at all", async () => {
    const { _id: productId } = await createProduct(api.database.db, { variants: [{ salePaise: 99_900 }] });
    await catchUp();
    const quiet = await newBuyer(api);
    await api.database.db.update(buyers).set({ name: 'Nobody Sees This' }).where(eq(buyers.id, quiet.id));
    await expectNothingAnnouncedSince();

    const reviewer = await newBuyer(api);
    await writeReview(reviewer, productId);
    await feed.next();
    const before = await version();
    const renamed = await call(
      api,
      'PATCH',
      '/buyer_updateprofile',
      { name: 'Renamed Reviewer' },
      { token: reviewer.token },
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await feed.next()).toEqual({ version: before + 1, scope: reviewerScope(reviewer.id) });
  });

  it('is listed in the OpenAPI document as an event stream', async () => {
    const doc = (await api.app.inject('/API/v1/docs')).json<{ paths: Record<string, { get?: object }> }>();
    expect(JSON.stringify(doc.paths['/API/v1/catalog/changes']?.get)).toContain('text/event-stream');
  });

  it(`takes at most ${MAX_FOLLOWERS_PER_ADDRESS} streams from one address`, async () => {
    const opened: FollowedChanges[] = [];
    try {
      // The suite's own stream is one of them.
      for (let i = 1; i < MAX_FOLLOWERS_PER_ADDRESS; i++) opened.push(await followChanges(origin));
      const refused = await fetch(`${origin}/API/v1/catalog/changes`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toMatchObject({ success: false });
    } finally {
      for (const f of opened) f.close();
    }
  });

  it('ends every stream when the api closes, so the close is not held up', async () => {
    const replica = await buildApiApp({ config: api.config, db: api.database.db });
    const replicaOrigin = await replica.listen({ port: 0, host: '127.0.0.1' });
    const followed = await followChanges(replicaOrigin);
    await replica.close();
    await followed.ended;
    await expect(followed.next()).rejects.toThrow('the stream ended');
  });
});

describe('the change feed', () => {
  it('takes no follower while its replica does not listen', () => {
    const follower = { address: '10.0.0.1', change: () => undefined, end: () => undefined };
    expect(new CatalogChangeFeed(() => false).follow(follower)).toBe('not-listening');
    const listening = new CatalogChangeFeed(() => true);
    expect(typeof listening.follow(follower)).toBe('function');
    listening.close();
    expect(listening.follow(follower)).toBe('not-listening');
  });
});
