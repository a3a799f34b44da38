import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apqGet, waitFor } from '../../test/apq.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../../test/gateway-over-api.js';
import { type SignedInStaff, signedInStaff } from '../../test/staff.js';
import { ADMIN_GRAPHQL_PATH } from '../server.js';

/** The storefront's promise: a homepage change shows through every replica within seconds (docs/caches.md). */
const CHANGE_SHOWS_WITHIN_MS = 10_000;

const HOMEPAGE = `{ homepage {
  version hero { title subtitle video poster } promoText
  bestSeller { title bannerImg pricePaise seeMoreLink }
  trending { title seeMoreLink } recommended { title seeMoreLink }
  saleBanner { title offer ctaText link image }
  picks { bestSeller { id } trending { id name visible } recommended { id } }
} }`;
const SAVE = 'mutation ($input: HomepageInput!) { saveHomepage(input: $input) { version saleBanner { title } } }';
const SHOP_HOMEPAGE = 'query { homepage { saleBanner { title } trending { products { id } } } }';

type Section = 'bestSeller' | 'trending' | 'recommended';
type AdminHomepage = Record<string, unknown> & { version: number; picks: Record<Section, { id: string }[]> };
type HomepageInput = Record<string, unknown> & { picks: Record<Section, string[]> };

let t: GatewayUnderTest;
let owner: SignedInStaff;
beforeAll(async () => {
  t = await startGatewayOverApi();
  owner = await signedInStaff(t, 'owner');
});
afterAll(() => t.close());

async function admin(query: string, variables: Record<string, unknown> = {}, member = owner) {
  const res = await t.gateway.inject({
    method: 'POST',
    url: ADMIN_GRAPHQL_PATH,
    headers: { 'content-type': 'application/json', ...member.headers },
    payload: { query, variables },
  });
  return res.json() as {
    data?: Record<string, unknown> | null;
    errors?: { extensions?: { code?: string; reason?: string; fields?: { field: string; code: string }[] } }[];
  };
}

/** The input the admin form sends for the homepage as read. */
function inputOf({ picks, ...homepage }: AdminHomepage): HomepageInput {
  return {
    ...homepage,
    picks: {
      bestSeller: picks.bestSeller.map((p) => p.id),
      trending: picks.trending.map((p) => p.id),
      recommended: picks.recommended.map((p) => p.id),
    },
  };
}

describe('the homepage through the admin endpoint', () => {
  it('saves a new sale banner and trending picks, which every replica of the storefront shows within seconds', async () => {
    const replicas = [await t.replica(), await t.replica()];
    for (const replica of replicas) await apqGet(replica.gateway, SHOP_HOMEPAGE);
    const read = (await admin(HOMEPAGE)).data?.homepage as AdminHomepage;
    const trending = [...read.picks.trending].reverse().map((p) => p.id);
    const input = inputOf(read);
    const saved = await admin(SAVE, {
      input: {
        ...input,
        saleBanner: { ...(input.saleBanner as object), title: 'Monsoon Sale' },
        picks: { ...input.picks, trending },
      },
    });
    expect(saved).toEqual({
      data: { saveHomepage: { version: read.version + 1, saleBanner: { title: 'Monsoon Sale' } } },
    });
    const shows = async (gateway: FastifyInstance) => {
      const { homepage } = (await apqGet(gateway, SHOP_HOMEPAGE)).json().data;
      const ids = homepage.trending.products.map((p: { id: string }) => p.id);
      return homepage.saleBanner.title === 'Monsoon Sale' && ids.join() === trending.slice(0, ids.length).join();
    };
    await Promise.all(
      replicas.map((r) => waitFor(() => shows(r.gateway), CHANGE_SHOWS_WITHIN_MS, 'the new banner on a replica')),
    );
  });

  it('tells a save from an older version CONFLICT, stale_version', async () => {
    const read = (await admin(HOMEPAGE)).data?.homepage as AdminHomepage;
    expect((await admin(SAVE, { input: { ...inputOf(read), promoText: 'First' } })).errors).toBeUndefined();
    const late = await admin(SAVE, { input: { ...inputOf(read), promoText: 'Second' } });
    expect(late.data).toBeNull();
    expect(late.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'stale_version' });
  });

  it('names a refused field by its path in the input', async () => {
    const read = (await admin(HOMEPAGE)).data?.homepage as AdminHomepage;
    const input = inputOf(read);
    const answer = await admin(SAVE, {
      input: { ...input, hero: { ...(input.hero as object), poster: 'javascript:alert(1)' } },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ field: 'input.hero.poster', code: 'invalid_format' })],
    });
  });

  it('finds products to pick by name', async () => {
    const read = (await admin(HOMEPAGE)).data?.homepage as AdminHomepage & {
      picks: { trending: { id: string; name: string }[] };
    };
    const pick = read.picks.trending[0];
    const found = await admin('query ($s: String!) { homepageProductPicks(search: $s) { id name } }', {
      s: pick?.name ?? '',
    });
    expect(found.data?.homepageProductPicks).toContainEqual({ id: pick?.id, name: pick?.name });
  });
});
