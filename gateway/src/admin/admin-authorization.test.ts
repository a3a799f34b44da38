import type { FastifyInstance } from 'fastify';
import {
  buildSchema,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBuyer, type TestBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { type SignedInStaff, signedInStaff } from '../test/staff.js';
import { loadAdminTypeDefs } from './schema.js';
import { ADMIN_GRAPHQL_PATH } from './server.js';
import { STAFF_SESSION_COOKIE } from './session-cookie.js';

/*
 * Walks every Query and Mutation field of the admin schema, read from schema/admin/ (a new field is walked without
 * touching this file), as callers who must get nothing: a guest, a buyer (their token as a bearer, in the shop's
 * cookie and in the staff cookie), a staff session that was revoked, and a role without the field's permission.
 * Each must answer no data, and only UNAUTHENTICATED or FORBIDDEN. The api behind it is the real one, with staff
 * added through its own test helpers and signed in through this endpoint.
 */

const schema = buildSchema(loadAdminTypeDefs().join('\n'));

/**
 * The role that must be refused each field, or null for a field every signed-in member may use. A new field fails
 * the walk until it is listed: whoever adds it says who must not reach it. `catalogue` is the owner's alone (the
 * orders role is refused it too); `catalogue only` is refused to the catalogue role and open to the orders role.
 */
const WRONG_ROLE: Record<string, 'catalogue' | 'catalogue only' | 'orders' | null> = {
  'Query.me': null,
  'Query.staffMembers': 'catalogue',
  'Query.auditLog': 'catalogue',
  'Mutation.signIn': null,
  'Mutation.signOut': null,
  'Mutation.acceptInvite': null,
  'Mutation.inviteStaff': 'catalogue',
  'Mutation.changeStaffRole': 'catalogue',
  'Mutation.setStaffDisabled': 'catalogue',
  'Mutation.revokeStaffSessions': 'catalogue',
  'Query.homepage': 'orders',
  'Query.homepageProductPicks': 'orders',
  'Mutation.saveHomepage': 'orders',
  'Query.coupons': 'orders',
  'Mutation.createCoupon': 'orders',
  'Mutation.updateCoupon': 'orders',
  'Mutation.endCoupon': 'orders',
  'Query.categories': 'orders',
  'Mutation.updateCategory': 'orders',
  'Mutation.setListingFilters': 'orders',
  // Every role reads products (`catalogue:read`); the orders role writes none of them.
  'Query.adminProducts': null,
  'Query.adminProduct': null,
  'Mutation.createProduct': 'orders',
  'Mutation.updateProduct': 'orders',
  'Mutation.addColour': 'orders',
  'Mutation.updateColour': 'orders',
  'Mutation.deleteColour': 'orders',
  'Mutation.addSize': 'orders',
  'Mutation.setStock': 'orders',
  'Mutation.reorderPictures': 'orders',
  'Mutation.deletePicture': 'orders',
  // Customers and the inbox are customer care's: the owner and the orders role.
  'Query.customers': 'catalogue only',
  'Query.customer': 'catalogue only',
  'Mutation.adjustCustomerPoints': 'catalogue only',
  'Mutation.setCustomerBlocked': 'catalogue only',
  'Query.inbox': 'catalogue only',
  'Mutation.setInboxItemHandled': 'catalogue only',
  'Mutation.replyToInboxItem': 'catalogue only',
  'Mutation.setReviewHidden': 'catalogue only',
  'Query.returnRequests': 'catalogue only',
  'Query.returnRequest': 'catalogue only',
  'Query.exchangeOptions': 'catalogue only',
  'Mutation.approveReturn': 'catalogue only',
  'Mutation.rejectReturn': 'catalogue only',
  'Mutation.receiveReturn': 'catalogue only',
  'Mutation.refundReturn': 'catalogue only',
  'Mutation.exchangeReturn': 'catalogue only',
  'Query.orders': 'catalogue only',
  'Query.order': 'catalogue only',
  'Mutation.confirmCodOrder': 'catalogue only',
  // Every member has a home; it answers only the parts the role may read.
  'Query.dayAtAGlance': null,
  // The money desk is the orders role's and the owner's.
  'Query.orderRefunds': 'catalogue only',
  'Query.payouts': 'catalogue only',
  'Mutation.cancelOrder': 'catalogue only',
  'Mutation.refundOrder': 'catalogue only',
  'Mutation.markPayoutPaid': 'catalogue only',
};

/**
 * Fields a guest may call: they need no session, and what they take proves who calls (a mailed one-time token). The
 * refusal walks skip them; a guest's call with a made-up token is refused by the api as `invite_invalid` below.
 */
const PUBLIC_FIELDS = new Set(['Mutation.acceptInvite']);

/** Text the api's own input checks take, so a call is refused for who makes it, not for what it sends. */
const SAMPLE_TEXT: Record<string, string> = { email: 'walk@sutra.in', code: '123456' };
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** A literal value of `type`, for the argument or field `name`, that passes the gateway's and the api's input checks. */
function sampleValue(type: GraphQLInputType, name: string): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return '[]';
  if (isEnumType(inner)) return inner.getValues()[0]?.name ?? '';
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${sampleValue(f.type, f.name)}`).join(', ')} }`;
  }
  switch (inner.name) {
    case 'Int':
      return '1';
    case 'Boolean':
      return 'false';
    case 'ID':
      return JSON.stringify(SAMPLE_ID);
    default:
      return JSON.stringify(SAMPLE_TEXT[name] ?? 'sample-password-1');
  }
}

/** Every leaf of `type`, and its objects' leaves a few levels down. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named) || !isObjectType(named) || depth > 3) return '';
  const parts = Object.values(named.getFields()).map((f) => {
    const inner = getNamedType(f.type);
    return isLeafType(inner) ? f.name : `${f.name} ${selectionOf(f.type, depth + 1)}`;
  });
  return `{ ${parts.join(' ')} }`;
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => isNonNullType(a.type));
  const argText = args.length ? `(${args.map((a) => `${a.name}: ${sampleValue(a.type, a.name)}`).join(', ')})` : '';
  return `${kind} { ${field.name}${argText} ${selectionOf(field.type)} }`;
}

/** Every root field; signing out last, so a walk that shares one session keeps it to the end. */
const rootFields = (['query', 'mutation'] as const)
  .flatMap((kind) => {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root?.getFields() ?? {}).map((field) => ({
      kind,
      key: `${root?.name}.${field.name}`,
      operation: operationFor(kind, field),
    }));
  })
  .sort((a, b) => Number(a.key === 'Mutation.signOut') - Number(b.key === 'Mutation.signOut'));

let t: GatewayUnderTest;
let gateway: FastifyInstance;
let buyer: TestBuyer;
let owner: SignedInStaff;
let catalogue: SignedInStaff;
let orders: SignedInStaff;
let revoked: SignedInStaff;

beforeAll(async () => {
  t = await startGatewayOverApi();
  gateway = t.gateway;
  buyer = await signUpBuyer(t);
  owner = await signedInStaff(t, 'owner');
  catalogue = await signedInStaff(t, 'catalogue');
  orders = await signedInStaff(t, 'orders');
  revoked = await signedInStaff(t, 'owner');
  const out = await gateway.inject({
    method: 'POST',
    url: ADMIN_GRAPHQL_PATH,
    headers: { 'content-type': 'application/json', ...revoked.headers },
    payload: { query: 'mutation { signOut }' },
  });
  if (out.json().data?.signOut !== true) throw new Error(`sign-out failed: ${out.body}`);
});
afterAll(async () => {
  await t.close();
});

async function walkAs(headers: () => Record<string, string>, skip: (key: string) => boolean = () => false) {
  const answered: string[] = [];
  for (const { key, operation } of rootFields) {
    if (skip(key) || PUBLIC_FIELDS.has(key)) continue;
    const res = await gateway.inject({
      method: 'POST',
      url: ADMIN_GRAPHQL_PATH,
      headers: { 'content-type': 'application/json', ...headers() },
      payload: { query: operation },
    });
    const body = res.json() as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    const codes = (body.errors ?? []).map((e) => e.extensions?.code);
    const refused =
      body.data == null && codes.length > 0 && codes.every((c) => c === 'UNAUTHENTICATED' || c === 'FORBIDDEN');
    if (!refused) answered.push(`${key}: ${res.body}`);
  }
  return answered;
}

describe('the whole admin schema', () => {
  it('has fields to walk, and every one says which role must be refused it', () => {
    expect(rootFields.length).toBeGreaterThan(5);
    expect(rootFields.map((f) => f.key).filter((key) => !(key in WRONG_ROLE))).toEqual([]);
  });

  it('answers a guest nothing', async () => {
    expect(await walkAs(() => ({}))).toEqual([]);
  });

  it('lets a guest call only the public fields, which a made-up invitation token gets nothing from', async () => {
    expect([...PUBLIC_FIELDS].filter((key) => !rootFields.some((f) => f.key === key))).toEqual([]);
    for (const { key, operation } of rootFields.filter((f) => PUBLIC_FIELDS.has(f.key))) {
      const res = await gateway.inject({
        method: 'POST',
        url: ADMIN_GRAPHQL_PATH,
        headers: { 'content-type': 'application/json' },
        payload: { query: operation },
      });
      const body = res.json() as { data?: unknown; errors?: { extensions?: { reason?: string } }[] };
      expect({ key, data: body.data, reason: body.errors?.[0]?.extensions?.reason }).toEqual({
        key,
        data: null,
        reason: 'invite_invalid',
      });
    }
  });

  it('answers a buyer nothing, whichever way their token comes', async () => {
    expect(await walkAs(() => ({ authorization: `Bearer ${buyer.token}` }))).toEqual([]);
    expect(await walkAs(() => ({ cookie: `sutra_session=${buyer.token}` }))).toEqual([]);
    expect(await walkAs(() => ({ cookie: `${STAFF_SESSION_COOKIE}=${buyer.token}` }))).toEqual([]);
  });

  it('answers a revoked session nothing', async () => {
    expect(await walkAs(() => ({ cookie: `${STAFF_SESSION_COOKIE}=${revoked.token}` }))).toEqual([]);
  });

  it('answers a role without the permission nothing', async () => {
    // A field listed for the catalogue role is the owner's alone: the orders role is refused it too.
    expect(
      await walkAs(
        () => catalogue.headers,
        (key) => WRONG_ROLE[key] !== 'catalogue' && WRONG_ROLE[key] !== 'catalogue only',
      ),
    ).toEqual([]);
    expect(
      await walkAs(
        () => orders.headers,
        (key) => WRONG_ROLE[key] !== 'catalogue' && WRONG_ROLE[key] !== 'orders',
      ),
    ).toEqual([]);
  });

  it('refuses the owner nothing: the walk sends valid operations, so the refusals above are authorization', async () => {
    const refused: string[] = [];
    for (const { key, operation } of rootFields) {
      if (key === 'Mutation.signIn') continue;
      const res = await gateway.inject({
        method: 'POST',
        url: ADMIN_GRAPHQL_PATH,
        headers: { 'content-type': 'application/json', ...owner.headers },
        payload: { query: operation },
      });
      const body = res.json() as { errors?: { extensions?: { code?: string } }[] };
      const codes = (body.errors ?? []).map((e) => e.extensions?.code);
      if (codes.some((c) => c === 'UNAUTHENTICATED' || c === 'FORBIDDEN' || c === 'GRAPHQL_VALIDATION_FAILED'))
        refused.push(`${key}: ${res.body}`);
    }
    expect(refused).toEqual([]);
  });
});
