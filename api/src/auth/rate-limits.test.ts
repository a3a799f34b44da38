import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../app.js';
import {
  type AccountsHarness,
  CHEAP_PASSWORD_HASHING,
  call,
  newBuyer,
  randomIp,
  type SignedInBuyer,
  startAccountsHarness,
  uniqueEmail,
} from '../test/accounts.js';
import { PASSWORD_FAILURE_LIMITS } from './password-attempts.js';
import { RATE_LIMITS } from './rate-limits.js';

let t: AccountsHarness;
beforeAll(async () => {
  t = await startAccountsHarness({ env: CHEAP_PASSWORD_HASHING });
});
afterAll(() => t.close());

const tooMany = (minutes: number) => ({
  status: 429,
  body: { success: false, status: false, message: `Too many attempts. Please try again in ${minutes} minutes.` },
});

const login = (email: string, password: string, ip = randomIp()) =>
  call(t.api, 'POST', '/buyer_login', { email, password }, { ip });

describe('rate limits', () => {
  it('stops wrong passwords on one account from one address after 10 in 15 minutes, while the owner gets in from theirs', async () => {
    const owner = await newBuyer(t.api);
    const stranger = randomIp();
    expect(PASSWORD_FAILURE_LIMITS.perAccountAndAddress.max).toBe(10);
    for (let i = 0; i < 10; i++) expect((await login(owner.email, `guess-${i}`, stranger)).status).toBe(401);
    const blocked = await login(owner.email.toUpperCase(), owner.password, stranger);
    expect(blocked).toMatchObject(tooMany(15));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The stranger's guesses do not lock the owner out of their own device.
    expect((await login(owner.email, owner.password, randomIp())).status).toBe(200);
  });

  it('counts only wrong passwords: right ones, however many, use up nothing', async () => {
    const owner = await newBuyer(t.api);
    const home = randomIp();
    for (let i = 0; i < 9; i++) expect((await login(owner.email, 'typo', home)).status).toBe(401);
    for (let i = 0; i < 20; i++) expect((await login(owner.email, owner.password, home)).status).toBe(200);
    expect((await login(owner.email, 'typo', home)).status).toBe(401);
    expect(await login(owner.email, owner.password, home)).toMatchObject(tooMany(15));
  });

  it('lets no more wrong passwords through than the limit when they arrive all at once', async () => {
    const owner = await newBuyer(t.api);
    const stranger = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => login(owner.email, `parallel-${i}`, stranger)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PASSWORD_FAILURE_LIMITS.perAccountAndAddress.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - PASSWORD_FAILURE_LIMITS.perAccountAndAddress.max);
  });

  it('past a much higher cap on one account from many addresses, asks for a mailed code instead of refusing', async () => {
    const owner = await newBuyer(t.api);
    const { perAccount, perAccountAndAddress } = PASSWORD_FAILURE_LIMITS;
    // A hundred wrong passwords, each a real (if cheap) argon2 verification; the timeout leaves room for a busy machine.
    const addresses = Array.from({ length: perAccount.max / perAccountAndAddress.max }, () => randomIp());
    for (const address of addresses) {
      for (let i = 0; i < perAccountAndAddress.max; i++) {
        expect((await login(owner.email, 'crowd', address)).status).toBe(401);
      }
    }
    // The owner is never locked out (accounts/owner-lockout.test.ts has the second step).
    const owners = await login(owner.email, owner.password, randomIp());
    expect(owners).toMatchObject({ status: 400, body: { fields: [{ path: 'code', code: 'code_required' }] } });
  }, 120_000);

  it('stops one address trying many accounts after 50 wrong passwords in 15 minutes', async () => {
    const ip = randomIp();
    for (let i = 0; i < PASSWORD_FAILURE_LIMITS.perAddress.max; i++) {
      expect((await login(uniqueEmail('spray'), 'password', ip)).status).toBe(401);
    }
    expect(await login(uniqueEmail('spray'), 'password', ip)).toMatchObject(tooMany(15));
    expect((await login(uniqueEmail('spray'), 'password')).status).toBe(401);
  });

  it('limits wrong current passwords on a password change like logins, per buyer and address', async () => {
    const owner = await newBuyer(t.api);
    const stolenSession = randomIp();
    const change = (password: string, ip: string) =>
      call(
        t.api,
        'POST',
        '/buyer_changepassword',
        { password, newPassword: 'taken-over-1', confirmpassword: 'taken-over-1' },
        { token: owner.token, ip },
      );
    for (let i = 0; i < 10; i++) expect((await change(`guess-${i}`, stolenSession)).status).toBe(400);
    expect(await change(owner.password, stolenSession)).toMatchObject(tooMany(15));
    const fromHome = await change(owner.password, randomIp());
    expect(fromHome.status).toBe(200);
  });

  it('stops sign-ups from one address after 10 in an hour', async () => {
    const ip = randomIp();
    const signup = () =>
      call(t.api, 'POST', '/buyer_signup', { email: uniqueEmail('bulk'), name: 'Bulk', password: 'secret-1' }, { ip });
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
        payload: { email: uniqueEmail('rotating'), name: 'Rotating', password: 'secret-1' },
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

  it('counts one email however its letters are cased', async () => {
    const buyer = await newBuyer(t.api);
    const [local, domain] = buyer.email.split('@') as [string, string];
    const spellings = [
      buyer.email.toUpperCase(),
      `${local}@${domain.toUpperCase()}`,
      `${local.charAt(0).toUpperCase()}${local.slice(1)}@${domain}`,
      ` ${buyer.email} `,
    ];
    const forgot = (email: string) => call(t.api, 'POST', '/buyer_forgot_password', { email });
    for (const email of spellings.slice(0, RATE_LIMITS.otpSendPerEmail.max)) {
      expect((await forgot(email)).status).toBe(200);
    }
    for (const email of [...spellings.slice(RATE_LIMITS.otpSendPerEmail.max), buyer.email]) {
      expect(await forgot(email)).toMatchObject(tooMany(15));
    }
    await t.mailbox.waitFor(buyer.email, { count: RATE_LIMITS.otpSendPerEmail.max });
    expect(await t.mailbox.list(buyer.email)).toHaveLength(RATE_LIMITS.otpSendPerEmail.max);
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

  describe('routes that make the store send mail or create payments', () => {
    it('stops sign-ups naming one email after 3 in an hour, from any address', async () => {
      const email = uniqueEmail('cannon');
      const signup = () => call(t.api, 'POST', '/buyer_signup', { email, name: 'Cannon', password: 'secret-1' });
      for (let i = 0; i < RATE_LIMITS.signupPerEmail.max; i++) expect((await signup()).status).toBe(201);
      expect(await signup()).toMatchObject(tooMany(60));
    });

    it('limits feedback and contact queries per address across buyers, as well as per buyer', async () => {
      const ip = randomIp();
      const buyers = await Promise.all(Array.from({ length: 4 }, () => newBuyer(t.api)));
      const send = (i: number) =>
        call(
          t.api,
          'POST',
          i % 2 ? '/feedback' : '/contact-us',
          i % 2
            ? { name: 'N', email: 'n@example.in', message: 'Hello' }
            : { name: 'N', email: 'n@example.in', query: 'Hello' },
          { token: buyers[i % buyers.length]?.token, ip },
        );
      for (let i = 0; i < RATE_LIMITS.supportMessagePerIp.max; i++) expect((await send(i)).status).toBe(201);
      expect(await send(0)).toMatchObject(tooMany(60));
    });

    it('limits one buyer’s return requests to 10 an hour, from any address', async () => {
      const buyer = await newBuyer(t.api);
      const ask = () =>
        call(
          t.api,
          'POST',
          '/return',
          { orderNumber: '1', email: 'n@example.in', reason: 'Received wrong item', images: ['/media/uploads/x.jpg'] },
          { token: buyer.token },
        );
      for (let i = 0; i < RATE_LIMITS.returnPerBuyer.max; i++) expect((await ask()).status).toBe(404);
      expect(await ask()).toMatchObject(tooMany(60));
    });

    it('limits return requests per address across buyers, as well as per buyer', async () => {
      const ip = randomIp();
      const buyers = await Promise.all([1, 2, 3, 4].map(() => newBuyer(t.api)));
      const ask = (buyer: SignedInBuyer | undefined) =>
        call(
          t.api,
          'POST',
          '/return',
          { orderNumber: '1', email: 'n@example.in', reason: 'Received wrong item', images: ['/media/uploads/x.jpg'] },
          { token: buyer?.token, ip },
        );
      // Counted before the order is looked up: requests for orders that do not exist use the limit up too.
      for (let i = 0; i < RATE_LIMITS.returnPerIp.max; i++) expect((await ask(buyers[i % 3])).status).toBe(404);
      expect(await ask(buyers[3])).toMatchObject(tooMany(60));
    });

    it('limits one buyer’s profile saves to 30 an hour, from any address, and leaves other buyers alone', async () => {
      const [buyer, other] = [await newBuyer(t.api), await newBuyer(t.api)];
      const rename = (who: SignedInBuyer, n: number) =>
        call(t.api, 'PATCH', '/buyer_updateprofile', { name: `Renamed ${n}` }, { token: who.token });
      for (let i = 0; i < RATE_LIMITS.profileUpdatePerBuyer.max; i++) expect((await rename(buyer, i)).status).toBe(200);
      expect(await rename(buyer, 99)).toMatchObject(tooMany(60));
      const me = await call<{ result: { name: string } }>(t.api, 'GET', '/buyer_me', undefined, { token: buyer.token });
      expect(me.body.result.name).toBe(`Renamed ${RATE_LIMITS.profileUpdatePerBuyer.max - 1}`);
      expect((await rename(other, 1)).status).toBe(200);
    });

    it('limits profile saves per address across buyers, as well as per buyer', async () => {
      const ip = randomIp();
      const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => newBuyer(t.api)));
      const rename = (buyer: SignedInBuyer | undefined, n: number) =>
        call(t.api, 'PATCH', '/buyer_updateprofile', { name: `Shared ${n}` }, { token: buyer?.token, ip });
      for (let i = 0; i < RATE_LIMITS.profileUpdatePerIp.max; i++)
        expect((await rename(buyers[i % 4], i)).status).toBe(200);
      expect(await rename(buyers[4], 0)).toMatchObject(tooMany(60));
      expect(
        (await call(t.api, 'PATCH', '/buyer_updateprofile', { name: 'Elsewhere' }, { token: buyers[4]?.token })).status,
      ).toBe(200);
    });

    it('limits the Razorpay orders one buyer can have created to 30 an hour', async () => {
      const buyer = await newBuyer(t.api);
      const start = () =>
        call(
          t.api,
          'POST',
          '/payment/order',
          {
            name: 'N',
            email: 'n@example.in',
            deliveryAddress: {
              name: 'N',
              phone: '9876543210',
              add1: 'A',
              state: 'Rajasthan',
              city: 'Jaipur',
              pincode: '302001',
            },
          },
          { token: buyer.token },
        );
      for (let i = 0; i < RATE_LIMITS.paymentOrderPerBuyer.max; i++) expect((await start()).status).not.toBe(429);
      expect(await start()).toMatchObject(tooMany(60));
    });
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
      const ip = randomIp();
      const half = PASSWORD_FAILURE_LIMITS.perAccountAndAddress.max / 2;
      for (let i = 0; i < half; i++) {
        expect((await login(email, 'wrong', ip)).status).toBe(401);
        const onReplica = await replica.inject({
          method: 'POST',
          url: '/API/v1/buyer_login',
          headers: { 'x-forwarded-for': ip },
          payload: { email, password: 'wrong' },
        });
        expect(onReplica.statusCode).toBe(401);
      }
      expect(await login(email, 'wrong', ip)).toMatchObject(tooMany(15));
    });
  });
});
