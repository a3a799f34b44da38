import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../app.js';
import { type AccountsHarness, call, newBuyer, randomIp, startAccountsHarness, uniqueEmail } from '../test/accounts.js';
import { RATE_LIMITS } from './rate-limits.js';

let t: AccountsHarness;
beforeAll(async () => {
  t = await startAccountsHarness();
});
afterAll(() => t.close());

const tooMany = (minutes: number) => ({
  status: 429,
  body: { success: false, status: false, message: `Too many attempts. Please try again in ${minutes} minutes.` },
});

const login = (email: string, password: string, ip = randomIp()) =>
  call(t.api, 'POST', '/buyer_login', { email, password }, { ip });

describe('rate limits', () => {
  it('stops login attempts on one email after 10 in 15 minutes, whatever the address, even with the right password', async () => {
    const buyer = await newBuyer(t.api); // logs in once
    expect(RATE_LIMITS.loginPerEmail.max).toBe(10);
    for (let i = 0; i < RATE_LIMITS.loginPerEmail.max - 2; i++) {
      expect((await login(buyer.email, `wrong-${i}`)).status).toBe(401);
    }
    expect((await login(buyer.email, buyer.password)).status).toBe(200);
    const blocked = await login(buyer.email.toUpperCase(), buyer.password);
    expect(blocked).toMatchObject(tooMany(15));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    const other = await newBuyer(t.api);
    expect((await login(other.email, other.password)).status).toBe(200);
  });

  it('stops login attempts from one address after 30 in 15 minutes, and counts other addresses apart', async () => {
    const ip = randomIp();
    for (let i = 0; i < RATE_LIMITS.loginPerIp.max; i++) {
      expect((await login(uniqueEmail('spray'), 'password', ip)).status).toBe(401);
    }
    expect(await login(uniqueEmail('spray'), 'password', ip)).toMatchObject(tooMany(15));
    expect((await login(uniqueEmail('spray'), 'password')).status).toBe(401);
  });

  it('stops sign-ups from one address after 10 in an hour', async () => {
    const ip = randomIp();
    const signup = () =>
      call(t.api, 'POST', '/buyer_signup', { email: uniqueEmail('bulk'), name: 'Bulk', password: 'secret1' }, { ip });
    for (let i = 0; i < RATE_LIMITS.signupPerIp.max; i++) expect((await signup()).status).toBe(201);
    expect(await signup()).toMatchObject(tooMany(60));
  });

  describe('the address a limit counts', () => {
    const signupFrom = (remoteAddress: string, forwardedFor: string) =>
      t.api.app.inject({
        method: 'POST',
        url: '/API/v1/buyer_signup',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: uniqueEmail('rotating'), name: 'Rotating', password: 'secret1' },
      });

    it('is the connection’s own for a stranger, however it rotates X-Forwarded-For', async () => {
      const stranger = '198.51.100.23';
      for (let i = 0; i < RATE_LIMITS.signupPerIp.max; i++) {
        expect((await signupFrom(stranger, randomIp())).statusCode).toBe(201);
      }
      const blocked = await signupFrom(stranger, randomIp());
      expect(blocked.statusCode).toBe(429);
    });

    it('is the right-most one a trusted proxy forwards, never the left-most the client wrote', async () => {
      const shopper = '203.0.113.50';
      for (let i = 0; i < RATE_LIMITS.signupPerIp.max; i++) {
        expect((await signupFrom('127.0.0.1', `${randomIp()}, ${shopper}`)).statusCode).toBe(201);
      }
      expect((await signupFrom('127.0.0.1', `${randomIp()}, ${shopper}`)).statusCode).toBe(429);
      expect((await signupFrom('127.0.0.1', `${shopper}, ${randomIp()}`)).statusCode).toBe(201);
    });
  });

  it('sends at most 3 codes to one email in 15 minutes, known or unknown alike', async () => {
    const buyer = await newBuyer(t.api);
    const unknown = uniqueEmail('stranger');
    const forgot = (email: string) => call(t.api, 'POST', '/buyer_forgot_password', { email });
    for (let i = 0; i < RATE_LIMITS.otpSendPerEmail.max; i++) {
      expect((await forgot(buyer.email)).status).toBe(200);
      expect((await forgot(unknown)).status).toBe(200);
    }
    const blockedKnown = await forgot(buyer.email);
    const blockedUnknown = await forgot(unknown);
    expect(blockedKnown).toMatchObject(tooMany(15));
    expect(blockedUnknown).toMatchObject({ status: blockedKnown.status, body: blockedKnown.body });
    await t.mailbox.waitFor(buyer.email, { count: 3 });
    expect(await t.mailbox.list(buyer.email)).toHaveLength(3);
  });

  it('sends codes from one address to at most 10 emails in 15 minutes', async () => {
    const ip = randomIp();
    const forgot = () => call(t.api, 'POST', '/buyer_forgot_password', { email: uniqueEmail('many') }, { ip });
    for (let i = 0; i < RATE_LIMITS.otpSendPerIp.max; i++) expect((await forgot()).status).toBe(200);
    expect(await forgot()).toMatchObject(tooMany(15));
  });

  it('checks at most 20 codes from one address in 15 minutes', async () => {
    const ip = randomIp();
    const verify = () =>
      call(t.api, 'POST', '/buyer_verify_otp', { email: uniqueEmail('guess'), otp: '000000' }, { ip });
    for (let i = 0; i < RATE_LIMITS.otpVerifyPerIp.max; i++) expect((await verify()).status).toBe(400);
    expect(await verify()).toMatchObject(tooMany(15));
  });

  describe('with two api replicas on one database', () => {
    let replica: FastifyInstance;
    beforeAll(async () => {
      replica = await buildApiApp({ config: t.api.config, db: t.api.database.db });
      await replica.ready();
    });
    afterAll(() => replica.close());

    it('counts against one limit', async () => {
      const email = uniqueEmail('replicas');
      const half = RATE_LIMITS.loginPerEmail.max / 2;
      for (let i = 0; i < half; i++) {
        expect((await login(email, 'wrong')).status).toBe(401);
        const onReplica = await replica.inject({
          method: 'POST',
          url: '/API/v1/buyer_login',
          headers: { 'x-forwarded-for': randomIp() },
          payload: { email, password: 'wrong' },
        });
        expect(onReplica.statusCode).toBe(401);
      }
      expect(await login(email, 'wrong')).toMatchObject(tooMany(15));
    });
  });
});
