import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, startGatewayOverApi } from '../../test/gateway-over-api.js';
import { type SignedInStaff, signedInStaff } from '../../test/staff.js';
import { ADMIN_GRAPHQL_PATH } from '../server.js';

type Category = { id: string; name: string; value: string; position: number; filters: unknown[] };

let t: GatewayUnderTest;
let staff: SignedInStaff;
beforeAll(async () => {
  t = await startGatewayOverApi();
  staff = await signedInStaff(t, 'catalogue');
});
afterAll(() => t.close());

async function admin(query: string, variables: Record<string, unknown> = {}) {
  const res = await t.gateway.inject({
    method: 'POST',
    url: ADMIN_GRAPHQL_PATH,
    headers: { 'content-type': 'application/json', ...staff.headers },
    payload: { query, variables },
  });
  return res.json() as {
    data?: Record<string, Category & Category[]> | null;
    errors?: { extensions?: { code?: string; fields?: { field: string; code: string }[] } }[];
  };
}

const FIELDS = 'id name value position products filters { attributeName values { label value } }';

describe('categories through the admin endpoint', () => {
  it('renames a category and replaces its listing filters in the api’s words', async () => {
    const [first] = (await admin(`{ categories { ${FIELDS} } }`)).data?.categories ?? [];
    expect(first).toBeDefined();
    const id = first?.id;
    const renamed = await admin(
      `mutation ($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${FIELDS} } }`,
      { id, input: { name: 'Festive Wear', value: 'festive-wear', position: 0 } },
    );
    expect(renamed.data?.updateCategory).toMatchObject({ name: 'Festive Wear', value: 'festive-wear' });
    const filters = [{ attributeName: 'Fabric', values: [{ label: 'Silk', value: 'silk' }] }];
    const set = await admin(
      `mutation ($id: ID!, $filters: [ListingFilterInput!]!) { setListingFilters(id: $id, filters: $filters) { ${FIELDS} } }`,
      { id, filters },
    );
    expect(set.data?.setListingFilters?.filters).toEqual(filters);
  });

  it('names a refused filter by its path in the argument', async () => {
    const [first] = (await admin('{ categories { id } }')).data?.categories ?? [];
    const answer = await admin(
      'mutation ($id: ID!, $filters: [ListingFilterInput!]!) { setListingFilters(id: $id, filters: $filters) { id } }',
      {
        id: first?.id,
        filters: [{ attributeName: 'Size', values: [] }],
      },
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ field: 'filters.0.values', code: 'required' })],
    });
  });
});
