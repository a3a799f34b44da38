import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, startGatewayOverApi } from '../../test/gateway-over-api.js';
import { type SignedInStaff, signedInStaff } from '../../test/staff.js';
import { ADMIN_GRAPHQL_PATH } from '../server.js';

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
    data?: Record<string, { id: string; code: string; state: string; kind: string }> | null;
    errors?: { extensions?: { code?: string; fields?: { field: string; code: string }[] } }[];
  };
}

const FIELDS = 'id code kind percentOff amountOffPaise minOrderPaise state uses';
const input = {
  code: 'monsoon-500',
  description: '₹500 off',
  kind: 'FLAT',
  amountOffPaise: 50_000,
  minOrderPaise: 300_000,
  usesPerBuyer: 1,
  listed: true,
};

describe('coupons through the admin endpoint', () => {
  it('creates, lists and ends a coupon in the api’s words', async () => {
    const created = await admin(`mutation ($input: CouponInput!) { createCoupon(input: $input) { ${FIELDS} } }`, {
      input,
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createCoupon).toMatchObject({ code: 'MONSOON-500', kind: 'FLAT', state: 'LIVE' });
    const id = created.data?.createCoupon?.id;
    const list = await admin(`{ coupons { ${FIELDS} } }`);
    expect(list.data?.coupons).toContainEqual(expect.objectContaining({ id, amountOffPaise: 50_000 }));
    const ended = await admin(`mutation ($id: ID!) { endCoupon(id: $id) { ${FIELDS} } }`, { id });
    expect(ended.data?.endCoupon).toMatchObject({ id, state: 'ENDED' });
  });

  it('names a refused field by its path in the input', async () => {
    const answer = await admin('mutation ($input: CouponInput!) { createCoupon(input: $input) { id } }', {
      input: { ...input, code: 'x y', amountOffPaise: null },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        expect.objectContaining({ field: 'input.code', code: 'invalid_format' }),
        expect.objectContaining({ field: 'input.amountOffPaise', code: 'required' }),
      ],
    });
  });
});
