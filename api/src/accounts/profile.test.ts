import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED, SESSION_INVALID } from '../auth/bearer.js';
import type { FieldErrorCode } from '../http/errors.js';
import { DEMO_ADDRESS } from '../seed/demo-buyer.js';
import {
  type AccountsHarness,
  call,
  newBuyer,
  type SignedInBuyer,
  startAccountsHarness,
  uniqueEmail,
} from '../test/accounts.js';
import type { AddressJson, BuyerJson } from './buyer-json.js';
import { CURRENT_PASSWORD_NEEDED, EMAIL_TAKEN, WRONG_CURRENT_PASSWORD } from './service.js';

let t: AccountsHarness;
let me: SignedInBuyer;
let other: SignedInBuyer;
beforeAll(async () => {
  t = await startAccountsHarness();
  me = await newBuyer(t.api, { name: 'Rohan Shah' });
  other = await newBuyer(t.api, { name: 'Someone Else' });
});
afterAll(() => t.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const notFoundAnswer = { status: 404, body: { success: false, status: false, message: BUYER_NOT_FOUND } };
const errorAnswer = (status: number, message: string) => ({ status, body: { success: false, status: false, message } });
/** A refusal about one field: the message, and the field's path and code beside it. */
const fieldAnswer = (status: number, path: string, code: FieldErrorCode, message: string) => ({
  status,
  body: { success: false, status: false, message, fields: [{ path, code, message }] },
});

const address = (overrides: Partial<AddressJson> = {}): Partial<AddressJson> => ({
  fullName: 'Rohan Shah',
  mobile: '9829012345',
  add1: '22 MI Road',
  add2: '',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode: '302001',
  ...overrides,
});

const getDetail = (id: string, token = me.token) =>
  call<{ success: true; result: BuyerJson }>(t.api, 'GET', `/buyer_getdetail?id=${id}`, undefined, { token });
const updateProfile = (body: unknown, { id = me.id, token = me.token } = {}) =>
  call<{ status: true; message: string; result: BuyerJson; address: AddressJson[] }>(
    t.api,
    'PATCH',
    `/buyer_updateprofile?id=${id}`,
    body,
    { token },
  );
const changePassword = (body: unknown, buyer: SignedInBuyer, id = buyer.id) =>
  call<{ status: true; message: string; token: string; result: BuyerJson }>(
    t.api,
    'POST',
    `/buyer_changepassword?id=${id}`,
    body,
    {
      token: buyer.token,
    },
  );

describe('GET /buyer_getdetail', () => {
  it("answers the token's own buyer, without password or hash", async () => {
    const res = await getDetail(me.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, result: me.buyer });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password|tokenVersion/i);
  });

  it("answers another buyer's id exactly like an id that does not exist", async () => {
    const someoneElse = await getDetail(other.id);
    const missing = await getDetail(MISSING_ID);
    expect(someoneElse).toMatchObject(notFoundAnswer);
    expect(missing).toMatchObject(notFoundAnswer);
  });

  it('answers 401 without a token, and 400 for an id that is not one', async () => {
    expect(await call(t.api, 'GET', `/buyer_getdetail?id=${me.id}`)).toMatchObject(errorAnswer(401, LOGIN_REQUIRED));
    expect(await getDetail('42')).toMatchObject(errorAnswer(400, 'Invalid request. id: id must be a valid buyer id'));
  });
});

describe('GET /buyer_me', () => {
  it("answers the token's buyer", async () => {
    const res = await call(t.api, 'GET', '/buyer_me', undefined, { token: other.token });
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, result: { _id: other.id, name: 'Someone Else' } },
    });
  });
});

describe('PATCH /buyer_updateprofile', () => {
  it('changes name and email and answers the buyer and address list', async () => {
    const email = uniqueEmail('renamed');
    const res = await updateProfile({ name: 'Rohan K. Shah', email, currentPassword: me.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'Profile updated', address: [] });
    expect(res.body.result).toMatchObject({ _id: me.id, name: 'Rohan K. Shah', email });
    expect(Date.parse(res.body.result.updatedAt)).toBeGreaterThan(Date.parse(me.buyer.updatedAt));
    expect((await getDetail(me.id)).body.result).toEqual(res.body.result);
    const relogin = await call(t.api, 'POST', '/buyer_login', { email, password: me.password });
    expect(relogin.status).toBe(200);
    me.email = email;
  });

  it("refuses another account's email, in any case, with 409", async () => {
    const taken = await updateProfile({
      name: 'Rohan',
      email: other.email.toUpperCase(),
      currentPassword: me.password,
    });
    expect(taken).toMatchObject(fieldAnswer(409, 'email', 'taken', EMAIL_TAKEN));
  });

  it('changes the name alone, or with the email unchanged in any case, without the password', async () => {
    const res = await updateProfile({ name: 'Rohan Shah', email: me.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.result.name).toBe('Rohan Shah');
    expect((await updateProfile({ name: 'Rohan Shah' })).status).toBe(200);
  });

  it('refuses a new email without the current password, or with a wrong one, and changes nothing', async () => {
    const victim = await newBuyer(t.api, { name: 'Kavya Rao' });
    const target = uniqueEmail('takeover');
    const as = { id: victim.id, token: victim.token };
    expect(await updateProfile({ email: target }, as)).toMatchObject(
      fieldAnswer(400, 'currentPassword', 'required', CURRENT_PASSWORD_NEEDED),
    );
    expect(await updateProfile({ email: target, currentPassword: 'not-it' }, as)).toMatchObject(
      fieldAnswer(400, 'currentPassword', 'wrong_password', WRONG_CURRENT_PASSWORD),
    );
    expect((await getDetail(victim.id, victim.token)).body.result.email).toBe(victim.email);
    expect(await t.mailbox.list(victim.email)).toEqual([]);
  });

  it('tells the old address when the email changes, with the time and how to reach the store', async () => {
    const owner = await newBuyer(t.api, { name: 'Farhan Ali' });
    const newEmail = uniqueEmail('moved');
    const changed = await updateProfile(
      { email: newEmail, currentPassword: owner.password },
      { id: owner.id, token: owner.token },
    );
    expect(changed.status).toBe(200);
    const [notice] = await t.mailbox.waitFor(owner.email);
    expect(notice?.subject).toBe('The email of your Sutra account was changed');
    expect(notice?.text).toContain(`changed from ${owner.email} to ${newEmail}`);
    expect(notice?.text).toMatch(/On \d{1,2} [A-Z][a-z]+ 20\d\d(,| at) \d{1,2}:\d\d [ap]m IST/);
    expect(notice?.text).toContain('care@sutra.in');
    expect(await t.mailbox.list(newEmail)).toEqual([]);
  });

  it('stores addresses with the first as the default, and moves a flagged default to the front', async () => {
    const home = address({ add1: 'Home', landmark: 'Near the temple' });
    const office = address({ add1: 'Office', defaultAdd: true });
    const res = await updateProfile({ address: [home, office] });
    expect(res.status).toBe(200);
    expect(res.body.address.map((a) => [a.add1, a.defaultAdd])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);
    expect(res.body.address[1]).toEqual({ ...home, defaultAdd: false });
    expect(res.body.address[0]?.landmark).toBe('');
    expect(res.body.result.address).toEqual(res.body.address);

    const unflagged = await updateProfile({ address: [address({ add1: 'A' }), address({ add1: 'B' })] });
    expect(unflagged.body.address.map((a) => a.defaultAdd)).toEqual([true, false]);
    const cleared = await updateProfile({ address: [] });
    expect(cleared.body.address).toEqual([]);
  });

  it('accepts the seed’s address shape as it is', async () => {
    const res = await updateProfile({ address: [DEMO_ADDRESS] });
    expect(res.body.address).toEqual([DEMO_ADDRESS]);
  });

  it.each([
    [{}, 'Give name and email, or address'],
    [{ name: ' ' }, 'name: Name is required'],
    [{ email: '' }, 'email: Email is required'],
    [{ email: 'nope' }, 'email: Email is invalid'],
    [{ address: 'home' }, 'address: address must be a list of addresses'],
    [{ address: [address({ fullName: '' })] }, 'address.0.fullName: Full name is required'],
    [{ address: [address({ mobile: undefined })] }, 'address.0.mobile: Mobile number is required'],
    [
      { address: [address({ mobile: '12345' })] },
      'address.0.mobile: Mobile number must be a 10-digit Indian mobile number',
    ],
    [{ address: [address({ add1: ' ' })] }, 'address.0.add1: Address line 1 is required'],
    [{ address: [address({ state: '' })] }, 'address.0.state: State is required'],
    [{ address: [address({ city: '' })] }, 'address.0.city: City is required'],
    [{ address: [address({ pincode: '' })] }, 'address.0.pincode: Pincode is required'],
    [{ address: [address({ pincode: '30200' })] }, 'address.0.pincode: Pincode must be 6 digits'],
    [{ address: [address(), address({ city: '' })] }, 'address.1.city: City is required'],
    [{ address: Array.from({ length: 11 }, () => address()) }, 'address: Save at most 10 addresses'],
  ])('refuses %j with “%s”', async (body, message) => {
    expect(await updateProfile(body)).toMatchObject(errorAnswer(400, `Invalid request. ${message}`));
  });

  it.each<[string, Partial<AddressJson>, FieldErrorCode, string]>([
    ['pincode', { pincode: '30200' }, 'invalid_format', 'Pincode must be 6 digits'],
    ['pincode', { pincode: '' }, 'required', 'Pincode is required'],
    ['mobile', { mobile: undefined }, 'required', 'Mobile number is required'],
    ['city', { city: 7 as unknown as string }, 'invalid_type', 'City must be text'],
  ])('types the refusal of an address %s (%j) as field address.1.%s', async (field, change, code, message) => {
    const res = await updateProfile({ address: [address(), address(change)] });
    expect(res.body).toMatchObject({ fields: [{ path: `address.1.${field}`, code, message }] });
  });

  it("answers 404 for another buyer's id and changes nothing", async () => {
    const res = await updateProfile({ name: 'Hijacked' }, { id: other.id });
    expect(res).toMatchObject(notFoundAnswer);
    expect((await updateProfile({ name: 'x' }, { id: MISSING_ID })).body).toEqual(res.body);
    const theirs = await call<{ result: BuyerJson }>(t.api, 'GET', '/buyer_me', undefined, { token: other.token });
    expect(theirs.body.result.name).toBe('Someone Else');
  });
});

describe('POST /buyer_changepassword', () => {
  it.each([
    [{ newPassword: 'abcdef', confirmpassword: 'abcdef' }, 'password: Current password is required'],
    [{ password: 'x', confirmpassword: 'abcdef' }, 'newPassword: Please fill in all fields'],
    [
      { password: 'x', newPassword: '', confirmpassword: '' },
      'newPassword: Please fill in all fields; confirmpassword: Please fill in all fields',
    ],
    [{ password: 'x', newPassword: 'abcdef' }, 'confirmpassword: Please fill in all fields'],
    [
      { password: 'x', newPassword: 'abc', confirmpassword: 'abc' },
      'newPassword: Password must be at least 6 characters',
    ],
    [{ password: 'x', newPassword: 'abcdef', confirmpassword: 'abcdeg' }, 'confirmpassword: Passwords do not match'],
  ])('refuses %j with “%s”', async (body, message) => {
    expect(await changePassword(body, me)).toMatchObject(errorAnswer(400, `Invalid request. ${message}`));
  });

  it('types a confirmation that differs as a mismatch of confirmpassword', async () => {
    const res = await changePassword({ password: 'x', newPassword: 'abcdef', confirmpassword: 'abcdeg' }, me);
    expect(res.body).toMatchObject({
      fields: [{ path: 'confirmpassword', code: 'mismatch', message: 'Passwords do not match' }],
    });
  });

  it('refuses a wrong current password, changing nothing', async () => {
    const res = await changePassword({ password: 'wrong', newPassword: 'abcdef', confirmpassword: 'abcdef' }, me);
    expect(res).toMatchObject(fieldAnswer(400, 'password', 'wrong_password', WRONG_CURRENT_PASSWORD));
    expect((await getDetail(me.id)).status).toBe(200);
  });

  it("answers 404 for another buyer's id and leaves their password alone", async () => {
    const body = { password: me.password, newPassword: 'taken-over', confirmpassword: 'taken-over' };
    expect(await changePassword(body, me, other.id)).toMatchObject(notFoundAnswer);
    expect(await changePassword(body, me, MISSING_ID)).toMatchObject(notFoundAnswer);
    const theirLogin = await call(t.api, 'POST', '/buyer_login', { email: other.email, password: other.password });
    expect(theirLogin.status).toBe(200);
  });

  it('changes the password: old tokens stop working, the answered token and the new password work', async () => {
    const buyer = await newBuyer(t.api);
    const secondDevice = await call<{ token: string }>(t.api, 'POST', '/buyer_login', {
      email: buyer.email,
      password: buyer.password,
    });
    const res = await changePassword(
      { password: buyer.password, newPassword: 'brand-new-pass', confirmpassword: 'brand-new-pass' },
      buyer,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'Password changed successfully' });
    expect(res.body.token).not.toBe(buyer.token);
    expect(res.body.result).toMatchObject({ _id: buyer.id, email: buyer.email });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|brand-new-pass/);

    for (const oldToken of [buyer.token, secondDevice.body.token]) {
      const answer = await call(t.api, 'GET', `/buyer_getdetail?id=${buyer.id}`, undefined, { token: oldToken });
      expect(answer).toMatchObject(errorAnswer(401, SESSION_INVALID));
    }
    const fresh = await call(t.api, 'GET', `/buyer_getdetail?id=${buyer.id}`, undefined, { token: res.body.token });
    expect(fresh.status).toBe(200);

    const oldLogin = await call(t.api, 'POST', '/buyer_login', { email: buyer.email, password: buyer.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(t.api, 'POST', '/buyer_login', { email: buyer.email, password: 'brand-new-pass' });
    expect(newLogin.status).toBe(200);
  });
});

describe('bearer routes without the right token', () => {
  it.each([
    ['GET', '/buyer_me', undefined],
    ['GET', '/buyer_getdetail', undefined],
    ['PATCH', '/buyer_updateprofile', { name: 'x' }],
    ['POST', '/buyer_changepassword', { password: 'a', newPassword: 'abcdef', confirmpassword: 'abcdef' }],
  ] as const)('%s %s answers 401 without a token, before reading anything', async (method, path, body) => {
    expect(await call(t.api, method, path, body)).toMatchObject(errorAnswer(401, LOGIN_REQUIRED));
    const garbage = await call(t.api, method, path, body, { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(garbage).toMatchObject(errorAnswer(401, SESSION_INVALID));
    const basic = await call(t.api, method, path, body, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic).toMatchObject(errorAnswer(401, LOGIN_REQUIRED));
    // The token is checked before the query and body, so their validation messages tell a stranger nothing.
    const invalid = await call(t.api, method, `${path}?id=42`, method === 'GET' ? undefined : { name: 42 });
    expect(invalid).toMatchObject(errorAnswer(401, LOGIN_REQUIRED));
  });
});

describe('GET /API/v1/docs', () => {
  interface Operation {
    security?: Record<string, string[]>[];
    requestBody?: unknown;
  }
  interface Doc {
    paths: Record<string, Record<string, Operation>>;
    components?: { securitySchemes?: Record<string, { type: string; scheme: string }> };
  }

  it('documents every buyer route, the bearer ones with the bearer scheme', async () => {
    const doc = (await t.api.app.inject('/API/v1/docs')).json<Doc>();
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const bearerRoutes = [
      ['get', '/buyer_me'],
      ['get', '/buyer_getdetail'],
      ['patch', '/buyer_updateprofile'],
      ['post', '/buyer_changepassword'],
    ];
    for (const [method, path] of bearerRoutes) {
      expect(doc.paths[`/API/v1${path}`]?.[method ?? '']?.security, path).toEqual([{ bearerAuth: [] }]);
    }
    for (const path of [
      '/buyer_signup',
      '/buyer_login',
      '/buyer_forgot_password',
      '/buyer_verify_otp',
      '/buyer_reset_password',
    ]) {
      const operation = doc.paths[`/API/v1${path}`]?.post;
      expect(operation?.requestBody, path).toBeDefined();
      expect(operation?.security, path).toBeUndefined();
    }
  });
});
