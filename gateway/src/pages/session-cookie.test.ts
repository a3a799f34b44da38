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

  it('keeps only a token the api accepts: an invented one clears the cookie instead', async () => {
    const invented = await session('POST', { 'x-sutra-session': '1', authorization: 'Bearer not.a.token' });
    expect(invented.statusCode).toBe(401);
    expect(sessionCookie(invented.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  });

  it('is HttpOnly, SameSite=Lax and site-wide for a valid token', async () => {
    const answer = await session('POST', { 'x-sutra-session': '1', authorization: `Bearer ${buyer.token}` });
    expect(answer.statusCode).toBe(204);
    const cookie = sessionCookie(answer.headers['set-cookie']) ?? '';
    expect(cookie).toContain(`${SESSION_COOKIE}=${buyer.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
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
    expect(sessionCookie(forget.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  });
});
