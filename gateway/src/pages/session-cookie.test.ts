import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, signUpBuyer, type TestBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { SESSION_COOKIE } from './session-cookie.js';

let t: GatewayUnderTest;
let buyer: TestBuyer;

beforeAll(async () => {
  t = await startGatewayOverApi();
  buyer = await signUpBuyer(t, 'Cookie Buyer');
}, 120_000);
afterAll(async () => t?.close());

const session = (method: 'POST' | 'DELETE', headers: Record<string, string>) =>
  t.gateway.inject({ method, url: '/session', headers });

/** The session cookie the answer sets: its value and attributes, or undefined when it sets none. */
function sessionCookie(setCookie: string | string[] | undefined): string | undefined {
  return [setCookie ?? []].flat().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

describe('the server-rendering session cookie, attacked', () => {
  it('is set only with the x-sutra-session header, which no cross-site form can send', async () => {
    const forged = await session('POST', { authorization: `Bearer ${buyer.token}` });
    expect(forged.statusCode).toBe(400);
    expect(sessionCookie(forged.headers['set-cookie'])).toBeUndefined();
  });

  it('answers every refusal with its code, the api’s error shape, and sets no cookie', async () => {
    const noHeader = await session('POST', { authorization: `Bearer ${buyer.token}` });
    expect(noHeader.json()).toEqual({
      success: false,
      status: false,
      code: 'invalid_input',
      message: 'Send the x-sutra-session header',
    });
    const noToken = await session('POST', { 'x-sutra-session': '1' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ code: 'login_required', message: 'Please log in to continue.' });
    expect(sessionCookie(noToken.headers['set-cookie'])).toBeUndefined();
    const wrongHeader = await session('POST', { 'x-sutra-session': 'yes', authorization: `Bearer ${buyer.token}` });
    expect(wrongHeader.statusCode).toBe(400);
    const deleteWithout = await session('DELETE', {});
    expect(deleteWithout.statusCode).toBe(400);
    expect(deleteWithout.json()).toMatchObject({ code: 'invalid_input', message: 'Send the x-sutra-session header' });
    expect(sessionCookie(deleteWithout.headers['set-cookie'])).toBeUndefined();
  });

  it('keeps only a token the api accepts: an invented one clears the cookie instead', async () => {
    const invented = await session('POST', { 'x-sutra-session': '1', authorization: 'Bearer not.a.token' });
    expect(invented.statusCode).toBe(401);
    expect(invented.json()).toMatchObject({
      code: 'session_expired',
      message: 'Your session has expired or is no longer valid. Please log in again.',
    });
    const cleared = sessionCookie(invented.headers['set-cookie']) ?? '';
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toContain('HttpOnly');
    expect(cleared).toContain('SameSite=Lax');
    expect(cleared).toContain('Path=/');
  });

  it('is HttpOnly, SameSite=Lax and site-wide for a valid token', async () => {
    const answer = await session('POST', { 'x-sutra-session': '1', authorization: `Bearer ${buyer.token}` });
    expect(answer.statusCode).toBe(204);
    const cookie = sessionCookie(answer.headers['set-cookie']) ?? '';
    expect(cookie).toContain(`${SESSION_COOKIE}=${buyer.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    // As long as the api's tokens live: seven days.
    expect(cookie).toContain('Max-Age=604800');
    // The test gateway is served over http: a Secure cookie would never come back.
    expect(cookie).not.toContain('Secure');
  });

  it('authorizes nothing on GraphQL: a request carrying only the cookie is a guest', async () => {
    const cookie = { cookie: `${SESSION_COOKIE}=${buyer.token}` };
    const me = await t.graphql<{ me: { id: string } | null }>('{ me { id } }', {}, cookie);
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toBeNull();
    const logout = await t.graphql('mutation { logout { message } }', {}, cookie);
    expect(codeOf(logout.errors)).toBe('UNAUTHENTICATED');
    // The buyer's own header still works: the cookie was ignored, not the token.
    expect((await t.graphql<{ me: { id: string } }>('{ me { id } }', {}, buyer.headers)).data?.me.id).toBe(buyer.id);
  });

  it('refuses a token revoked by logout, and DELETE forgets the cookie', async () => {
    const other = await signUpBuyer(t, 'Logged Out Buyer');
    await t.graphql('mutation { logout { message } }', {}, other.headers);
    const revoked = await session('POST', { 'x-sutra-session': '1', authorization: `Bearer ${other.token}` });
    expect(revoked.statusCode).toBe(401);
    const forget = await session('DELETE', { 'x-sutra-session': '1' });
    expect(forget.statusCode).toBe(204);
    const forgotten = sessionCookie(forget.headers['set-cookie']) ?? '';
    expect(forgotten).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(forgotten).toContain('HttpOnly');
    expect(forgotten).toContain('Path=/');
  });
});
