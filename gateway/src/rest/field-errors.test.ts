import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { ADDRESS, addToCartWithFirstOptions, type PickedProduct } from '../test/purchase.js';

let t: GatewayUnderTest;
beforeAll(async () => {
  t = await startGatewayOverApi();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const SIGNUP = 'mutation ($input: SignupInput!) { signup(input: $input) { message } }';
const UPDATE_PROFILE = 'mutation ($input: ProfileInput!) { updateProfile(input: $input) { id } }';
const UPDATE_ADDRESSES = 'mutation ($addresses: [AddressInput!]!) { updateAddresses(addresses: $addresses) { id } }';
const CHANGE_PASSWORD = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token } }';
const VERIFY_CODE = `mutation ($email: String!, $code: String!) {
  verifyPasswordResetCode(email: $email, code: $code) { resetToken } }`;
const START = 'mutation ($input: CheckoutInput!) { startCheckout(input: $input) { id } }';

const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.in`;
const homeAddress = (pincode: string) => ({
  fullName: 'Meera Iyer',
  mobile: '9829012345',
  add1: '22 MI Road',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode,
});

describe('refused input over GraphQL names its fields by the operation’s arguments', () => {
  it('a sign-up with a bad email: BAD_USER_INPUT with input.email invalid_format, the api’s message kept', async () => {
    const { errors } = await t.graphql(SIGNUP, {
      input: { email: 'not-an-email', name: 'Meera', password: 'secret-1' },
    });
    expect(errors).toHaveLength(1);
    expect(errors).toMatchObject([
      {
        message: 'Invalid request. email: Email is invalid',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: [{ field: 'input.email', code: 'invalid_format', message: 'Email is invalid' }],
        },
      },
    ]);
  });

  it('a sign-up with several bad fields lists each, in order', async () => {
    const { errors } = await t.graphql(SIGNUP, { input: { email: '', name: ' ', password: '123' } });
    expect(errors?.[0]?.extensions?.fields).toEqual([
      { field: 'input.email', code: 'required', message: 'Email is required' },
      { field: 'input.name', code: 'required', message: 'Name is required' },
      { field: 'input.password', code: 'too_small', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('a sign-up with one of the most common passwords: input.password common_password', async () => {
    const { errors } = await t.graphql(SIGNUP, {
      input: { email: email('common'), name: 'Meera', password: '123456' },
    });
    expect(errors?.[0]?.extensions?.fields).toEqual([
      {
        field: 'input.password',
        code: 'common_password',
        message: 'This password is too common. Please choose one that is harder to guess.',
      },
    ]);
  });

  it('a sign-up with a taken email is answered like a new one (no error tells the email exists)', async () => {
    const buyer = { email: email('taken'), name: 'Meera', password: 'secret-1' };
    const first = await t.graphql<{ signup: { message: string } }>(SIGNUP, { input: buyer });
    const again = await t.graphql<{ signup: { message: string } }>(SIGNUP, {
      input: { ...buyer, password: 'other-1' },
    });
    expect(again.errors).toBeUndefined();
    expect(again.data).toEqual(first.data);
  });

  it('a profile taking another account’s email: a CONFLICT (email_taken) with input.email taken', async () => {
    const [me, other] = [await signUpBuyer(t), { email: email('owner'), name: 'Owner', password: 'secret-1' }];
    await t.graphql(SIGNUP, { input: other });
    const { errors } = await t.graphql(
      UPDATE_PROFILE,
      { input: { email: other.email, currentPassword: 'secret-pass-1' } },
      me.headers,
    );
    expect(errors?.[0]?.extensions).toEqual({
      code: 'CONFLICT',
      reason: 'email_taken',
      fields: [{ field: 'input.email', code: 'taken', message: errors?.[0]?.message }],
    });
  });

  it('an address with a bad pincode: addresses.1.pincode invalid_format', async () => {
    const buyer = await signUpBuyer(t);
    const { errors } = await t.graphql(
      UPDATE_ADDRESSES,
      { addresses: [homeAddress('302001'), homeAddress('12')] },
      buyer.headers,
    );
    expect(errors?.[0]?.message).toBe('Invalid request. address.1.pincode: Pincode must be 6 digits');
    expect(errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'invalid_input',
      fields: [{ field: 'addresses.1.pincode', code: 'invalid_format', message: 'Pincode must be 6 digits' }],
    });
  });

  it('a checkout to a pincode no courier serves: input.deliveryAddress.pincode not_serviceable', async () => {
    const buyer = await signUpBuyer(t);
    const listing = await t.graphql<{ products: { nodes: PickedProduct[] } }>(`{
      products(first: 1, filter: { availability: IN_STOCK }) {
        nodes { id variants { attributes { label options { label } } } } } }`);
    const product = listing.data?.products.nodes[0];
    if (!product) throw new Error('the seed has no product in stock');
    await addToCartWithFirstOptions(t, buyer, product);
    const { errors } = await t.graphql(
      START,
      {
        input: {
          name: 'Arjun Mehta',
          email: 'arjun@example.in',
          deliveryAddress: { ...ADDRESS, state: 'Tripura', city: 'Agartala', pincode: '799001' },
        },
      },
      buyer.headers,
    );
    expect(errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'not_serviceable',
      fields: [{ field: 'input.deliveryAddress.pincode', code: 'not_serviceable', message: errors?.[0]?.message }],
    });
  });

  it('renamed fields come back by their GraphQL names (current password, confirmation, reset code)', async () => {
    const buyer = await signUpBuyer(t);
    const wrong = await t.graphql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'not-it', newPassword: 'abcdef', confirmPassword: 'abcdef' } },
      buyer.headers,
    );
    expect(wrong.errors?.[0]?.extensions?.fields).toMatchObject([
      { field: 'input.currentPassword', code: 'wrong_password' },
    ]);
    const mismatch = await t.graphql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'secret-pass-1', newPassword: 'abcdef', confirmPassword: 'abcdeg' } },
      buyer.headers,
    );
    expect(mismatch.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'input.confirmPassword', code: 'mismatch', message: 'Passwords do not match' },
    ]);
    const code = await t.graphql(VERIFY_CODE, { email: email('nobody'), code: '123456' });
    expect(code.errors?.[0]?.extensions?.fields).toMatchObject([{ field: 'code', code: 'invalid_code' }]);
  });

  it('a refusal about no field carries a code, its reason and no fields', async () => {
    const { errors } = await t.graphql(UPDATE_PROFILE, { input: { name: 'Nobody' } });
    expect(errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'login_required' });
  });
});
