import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_RESET_TOKEN } from '../accounts/password-reset.js';
import { LOGGED_OUT } from '../accounts/service.js';
import { buildApiApp } from '../app.js';
import { buyers } from '../db/schema.js';
import { installErrorHandling } from '../http/errors.js';
import {
  type AccountsHarness,
  call,
  newBuyer,
  type SignedInBuyer,
  startAccountsHarness,
  TEST_JWT_SECRET,
} from '../test/accounts.js';
import { BUYER_NOT_FOUND, buyerOf, installBearerAuth, LOGIN_REQUIRED, ownBuyerId, SESSION_INVALID } from './bearer.js';
import { JWT_SECRET_FILE, loadJwtSecret } from './jwt-secret.js';
import { SESSION_AUDIENCE, TOKEN_ISSUER, TokenService } from './tokens.js';

let t: AccountsHarness;
let buyer: SignedInBuyer;
let other: SignedInBuyer;
beforeAll(async () => {
  t = await startAccountsHarness();
  buyer = await newBuyer(t.api);
  other = await newBuyer(t.api);
});
afterAll(() => t.close());

const key = (secret = TEST_JWT_SECRET) => new TextEncoder().encode(secret);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token as the api makes them, with any claim or the algorithm or secret changed. */
function forge(
  claims: Record<string, unknown> = {},
  { secret = TEST_JWT_SECRET, alg = 'HS256', sub = buyer.id, aud = SESSION_AUDIENCE, iss = TOKEN_ISSUER } = {},
) {
  return new SignJWT({ ver: 0, jti: randomUUID(), ...claims })
    .setProtectedHeader({ alg })
    .setSubject(sub)
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key(secret));
}

const detail = (token: string) =>
  call(t.api, 'GET', `/buyer_getdetail?id=${buyer.id}`, undefined, { headers: { authorization: `Bearer ${token}` } });

const refused = {
  status: 401,
  body: { success: false, status: false, code: 'session_expired', message: SESSION_INVALID },
};

describe('bearer tokens', () => {
  it('accepts a token made the way the api makes them', async () => {
    expect((await detail(await forge())).status).toBe(200);
    expect((await detail(buyer.token)).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(buyer.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setIssuedAt(nowSeconds() - 3600)
      .setExpirationTime(nowSeconds() - 60)
      .sign(key());
    expect(await detail(expired)).toMatchObject(refused);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = buyer.token.split('.');
    const payload = JSON.parse(Buffer.from(buyer.token.split('.')[1] ?? '', 'base64url').toString());
    const tampered = `${header}.${b64({ ...payload, sub: other.id })}.${signature}`;
    expect(await detail(tampered)).toMatchObject(refused);
    const onOtherId = await call(t.api, 'GET', `/buyer_getdetail?id=${other.id}`, undefined, { token: tampered });
    expect(onOtherId).toMatchObject(refused);
  });

  it('refuses an unsigned `alg: none` token', async () => {
    const payload = {
      sub: buyer.id,
      ver: 0,
      iss: TOKEN_ISSUER,
      aud: SESSION_AUDIENCE,
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
    };
    expect(await detail(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`)).toMatchObject(refused);
    expect(await detail(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}`)).toMatchObject(refused);
  });

  it('refuses a token signed with another secret, or with another algorithm', async () => {
    expect(await detail(await forge({}, { secret: 'another-secret-that-is-long-enough-0123456789' }))).toMatchObject(
      refused,
    );
    expect(await detail(await forge({}, { alg: 'HS512' }))).toMatchObject(refused);
  });

  it('refuses a token from another issuer or for another audience, a reset token included', async () => {
    expect(await detail(await forge({}, { iss: 'someone-else' }))).toMatchObject(refused);
    expect(await detail(await forge({}, { aud: 'another-app' }))).toMatchObject(refused);
    const resetToken = await new TokenService(TEST_JWT_SECRET).signReset({
      buyerId: buyer.id,
      tokenVersion: 0,
      codeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(await detail(resetToken)).toMatchObject(refused);
  });

  it('refuses a session token where a reset token is expected', async () => {
    const res = await call(t.api, 'POST', '/buyer_reset_password', { resetToken: buyer.token, password: 'hijacked' });
    expect(res).toMatchObject({ status: 400, body: { message: INVALID_RESET_TOKEN } });
  });

  it('refuses tokens with a wrong or missing version, a subject that is no id, or no expiry', async () => {
    expect(await detail(await forge({ ver: 1 }))).toMatchObject(refused);
    expect(await detail(await forge({ ver: 'x' }))).toMatchObject(refused);
    expect(await detail(await forge({}, { sub: 'admin' }))).toMatchObject(refused);
    const noExpiry = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(buyer.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setIssuedAt()
      .sign(key());
    expect(await detail(noExpiry)).toMatchObject(refused);
  });

  it('refuses the token of a buyer that no longer exists', async () => {
    const gone = await newBuyer(t.api);
    await t.api.database.db.delete(buyers).where(eq(buyers.id, gone.id));
    expect(await call(t.api, 'GET', '/buyer_me', undefined, { token: gone.token })).toMatchObject(refused);
  });

  it('asks to log in when there is no bearer token at all', async () => {
    const res = await call(t.api, 'GET', '/buyer_me', undefined, { headers: { authorization: 'Bearer ' } });
    expect(res).toMatchObject({ status: 401, body: { message: LOGIN_REQUIRED } });
  });

  it('refuses a token without its own id (jti), so every token accepted can be logged out', async () => {
    expect(await detail(await forge({ jti: undefined }))).toMatchObject(refused);
    expect(await detail(await forge({ jti: '' }))).toMatchObject(refused);
  });
});

describe('POST /buyer_logout', () => {
  it('revokes the token it is sent with, on every replica, and leaves the buyer’s other sessions signed in', async () => {
    const phone = await newBuyer(t.api);
    const laptop = await call<{ token: string }>(t.api, 'POST', '/buyer_login', {
      email: phone.email,
      password: phone.password,
    });
    const me = (token: string) => call(t.api, 'GET', '/buyer_me', undefined, { token });

    const out = await call(t.api, 'POST', '/buyer_logout', undefined, { token: phone.token });
    expect(out).toMatchObject({ status: 200, body: { status: true, message: LOGGED_OUT } });
    expect(await me(phone.token)).toMatchObject(refused);
    expect(await call(t.api, 'POST', '/buyer_logout', undefined, { token: phone.token })).toMatchObject(refused);
    expect((await me(laptop.body.token)).status).toBe(200);

    // A second replica over the same database refuses it too: the revocation lives in the database.
    const replica = await buildApiApp({ config: t.api.config, db: t.api.database.db });
    try {
      const onReplica = await replica.inject({
        method: 'GET',
        url: '/API/v1/buyer_me',
        headers: { authorization: `Bearer ${phone.token}` },
      });
      expect(onReplica.statusCode).toBe(401);
    } finally {
      await replica.close();
    }
  });

  it('keeps every other buyer’s logged-out token refused, whenever theirs expires', async () => {
    const me = (token: string) => call(t.api, 'GET', '/buyer_me', undefined, { token });
    // A token that expires within the hour is logged out; then another buyer's, which lives a whole week.
    const shortLived = await forge({}, { sub: other.id });
    expect((await call(t.api, 'POST', '/buyer_logout', undefined, { token: shortLived })).status).toBe(200);
    expect(await me(shortLived)).toMatchObject(refused);
    const later = await newBuyer(t.api);
    expect((await call(t.api, 'POST', '/buyer_logout', undefined, { token: later.token })).status).toBe(200);
    expect(await me(later.token)).toMatchObject(refused);
    expect(await me(shortLived)).toMatchObject(refused);
  });

  it('needs a token', async () => {
    expect(await call(t.api, 'POST', '/buyer_logout')).toMatchObject({
      status: 401,
      body: { message: LOGIN_REQUIRED },
    });
  });
});

describe('the bearer helpers, as later slices use them', () => {
  it('takes a buyerId from the body only when it is the token’s buyer, and answers 404 otherwise', async () => {
    const app = Fastify();
    installErrorHandling(app);
    const auth = installBearerAuth(app, t.api.database.db, new TokenService(TEST_JWT_SECRET));
    app.post<{ Body: { buyerId?: string } }>('/things', { onRequest: auth.requireBuyer }, async (request) => ({
      buyerId: ownBuyerId(request, request.body.buyerId),
      tokenBuyer: buyerOf(request).id,
    }));
    app.get('/forgot-the-guard', async (request) => buyerOf(request).id);
    const post = (body: object, token = buyer.token) =>
      app.inject({ method: 'POST', url: '/things', headers: { authorization: `Bearer ${token}` }, payload: body });

    expect((await post({ buyerId: buyer.id })).json()).toEqual({ buyerId: buyer.id, tokenBuyer: buyer.id });
    expect((await post({ buyerId: buyer.id.toUpperCase() })).json()).toEqual({
      buyerId: buyer.id,
      tokenBuyer: buyer.id,
    });
    expect((await post({})).json()).toEqual({ buyerId: buyer.id, tokenBuyer: buyer.id });
    const theirs = await post({ buyerId: other.id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, status: false, code: 'not_found', message: BUYER_NOT_FOUND });
    expect((await post({ buyerId: buyer.id }, 'nonsense')).statusCode).toBe(401);

    const unguarded = await app.inject('/forgot-the-guard');
    expect(unguarded.statusCode).toBe(500);
    await app.close();
  });
});

describe('the signing secret', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sutra-secret-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR, readable by the owner only, and reused after', async () => {
    const first = await loadJwtSecret({ dataDir, jwtSecret: undefined });
    expect(first.length).toBeGreaterThanOrEqual(43);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadJwtSecret({ dataDir, jwtSecret: undefined })).toBe(first);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
  });

  it('comes from JWT_SECRET when set, and the file is then not needed', async () => {
    const elsewhere = path.join(dataDir, 'unused');
    expect(await loadJwtSecret({ dataDir: elsewhere, jwtSecret: TEST_JWT_SECRET })).toBe(TEST_JWT_SECRET);
  });

  it('refuses a kept secret that is too short', async () => {
    const weak = await mkdtemp(path.join(tmpdir(), 'sutra-secret-'));
    await writeFile(path.join(weak, JWT_SECRET_FILE), 'short\n');
    await expect(loadJwtSecret({ dataDir: weak, jwtSecret: undefined })).rejects.toThrow(/shorter than 32/);
    await rm(weak, { recursive: true, force: true });
  });
});
