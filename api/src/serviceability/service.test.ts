import {
  type CourierPlan,
  loadSandboxConfig,
  type RunningSandbox,
  type ShiprocketSandboxClient,
  shiprocketSandboxClient,
  startSandbox,
} from '@sutra/sandbox';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Shiprocket } from '../providers/shiprocket.js';
import { EstimateCache, MemoryEstimateStore } from './estimate-cache.js';
import { indiaDateAfter, parseEtd } from './india-dates.js';
import { Serviceability } from './service.js';

const HOUR_MS = 60 * 60 * 1000;

let sandbox: RunningSandbox;
let client: ShiprocketSandboxClient;
let provider: Shiprocket;

/** A clock the test moves by hand. */
const handClock = (start = new Date('2026-11-25T04:30:00Z')) => {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};
const warnings: unknown[] = [];
const errors: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args), error: (...args: unknown[]) => errors.push(args) };

beforeAll(async () => {
  sandbox = await startSandbox(
    loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent', SHIPROCKET_ADVANCE_SECONDS: '0' }),
  );
  client = shiprocketSandboxClient(sandbox.url);
  provider = new Shiprocket({
    apiUrl: `${sandbox.url}/shiprocket`,
    email: SANDBOX_DEFAULTS.SHIPROCKET_EMAIL,
    password: SANDBOX_DEFAULTS.SHIPROCKET_PASSWORD,
    webhookToken: SANDBOX_DEFAULTS.SHIPPING_WEBHOOK_TOKEN,
    pickupPincode: '302001',
  });
});
afterAll(() => sandbox?.close());
beforeEach(async () => {
  warnings.length = 0;
  errors.length = 0;
  await client.serviceabilityOutage(false);
  await client.serviceabilityClock(null);
});

const asked = async (pincode: string) => (await client.serviceabilityRequests(pincode)).length;

describe('Serviceability', () => {
  it('keeps a courier answer until midnight in India, then asks again and dates from the new day', async () => {
    // 10:00 in India on 25 November; Delhi is 4 days by road from Jaipur.
    const clock = handClock();
    const service = new Serviceability(provider, '302001', clock.now, { log });
    // Shiprocket dates from the same clock.
    await client.serviceabilityClock(clock.now());
    expect((await service.estimate('110001')).deliveryBy).toBe('2026-11-29');
    // 23:59 the same day in India: still the day's answer.
    clock.advance(13 * HOUR_MS + 59 * 60_000);
    await client.serviceabilityClock(clock.now());
    expect((await service.estimate('110001')).deliveryBy).toBe('2026-11-29');
    expect(await asked('110001')).toBe(1);
    // 00:01 on the 26th in India (18:31 UTC on the 25th): yesterday's "in 4 days" would promise a day too early.
    clock.advance(2 * 60_000);
    await client.serviceabilityClock(clock.now());
    expect((await service.estimate('110001')).deliveryBy).toBe('2026-11-30');
    expect(await asked('110001')).toBe(2);
  });

  it('answers the usual promise within its timeout when Shiprocket hangs, and logs a warning', async () => {
    const clock = handClock();
    const service = new Serviceability(provider, '302001', clock.now, { log, timeoutMs: 300 });
    await client.serviceabilityOutage(true, 'timeout');
    const started = Date.now();
    const estimate = await service.estimate('380001');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(estimate).toEqual({
      pincode: '380001',
      serviceable: true,
      codAvailable: true,
      deliveryBy: indiaDateAfter(clock.now(), 6),
      expressBy: indiaDateAfter(clock.now(), 2),
      standardCourierId: null,
      expressCourierId: null,
      source: 'usual',
    });
    expect(warnings).toHaveLength(1);
  });

  it('keeps the usual promise only a minute, so the couriers’ answer shows once Shiprocket is back', async () => {
    const clock = handClock();
    const service = new Serviceability(provider, '302001', clock.now, { log });
    await client.serviceabilityOutage(true);
    expect((await service.estimate('500001')).source).toBe('usual');
    await client.serviceabilityOutage(false);
    expect((await service.estimate('500001')).source).toBe('usual');
    clock.advance(61_000);
    expect((await service.estimate('500001')).source).toBe('courier');
    expect(await asked('500001')).toBe(2);
  });

  it('keeps at most maxEntries pincodes, forgetting the oldest', async () => {
    const service = new Serviceability(provider, '302001', handClock().now, { log, maxEntries: 2 });
    for (const pincode of ['226001', '226002', '226003']) await service.estimate(pincode);
    await service.estimate('226003');
    await service.estimate('226001');
    expect(await asked('226003')).toBe(1);
    expect(await asked('226001')).toBe(2);
  });

  it('refuses a malformed pincode before asking anyone', async () => {
    const service = new Serviceability(provider, '302001', handClock().now, { log });
    await expect(service.estimate('012345')).rejects.toMatchObject({
      statusCode: 400,
      code: 'invalid_input',
      message: 'Enter a valid 6-digit pincode',
      fields: [{ path: 'pincode', code: 'invalid_format', message: 'Enter a valid 6-digit pincode' }],
    });
  });

  it('takes a pincode typed with spaces around it, and asks about the pincode alone', async () => {
    const service = new Serviceability(provider, '302001', handClock().now, { log });
    const before = await asked('302017');
    expect(await service.estimate(' 302017 ')).toMatchObject({ pincode: '302017', serviceable: true });
    expect(await asked('302017')).toBe(before + 1);
    // From the warehouse, for the 1.5 kg parcel, asking whether the courier collects cash on delivery.
    expect((await client.serviceabilityRequests('302017')).at(-1)).toMatchObject({
      pickup_postcode: '302001',
      weight: '1.5',
      cod: '1',
    });
  });
});

/** A courier of Shiprocket's answer, in its wire names; `etd` omitted is dated by the sandbox from the days. */
const courier = (
  id: number,
  kind: 'surface' | 'air',
  days: number,
  etd: string | undefined,
  cod: 0 | 1,
): CourierPlan => ({
  courier_company_id: id,
  courier_name: `${kind === 'surface' ? 'Road' : 'Air'} ${id}`,
  is_surface: kind === 'surface',
  estimated_delivery_days: days,
  ...(etd === undefined ? {} : { etd }),
  cod,
});

describe('Serviceability’s reading of a mixed courier list', () => {
  const estimateWith = async (pincode: string, couriers: CourierPlan[]) => {
    await client.serviceabilityCouriers(pincode, couriers);
    try {
      return await new Serviceability(provider, '302001', handClock().now, { log }).estimate(pincode);
    } finally {
      await client.serviceabilityCouriers(pincode, null);
    }
  };

  it('dates Standard by the earliest road courier and Express by the earliest faster air one', async () => {
    const estimate = await estimateWith('411002', [
      courier(1, 'surface', 6, 'Dec 01, 2026', 0),
      courier(2, 'air', 2, 'Nov 27, 2026', 0),
      courier(3, 'surface', 4, 'Nov 29, 2026', 0),
      courier(4, 'air', 1, 'Nov 26, 2026', 0),
    ]);
    expect(estimate).toEqual({
      pincode: '411002',
      serviceable: true,
      codAvailable: false,
      deliveryBy: '2026-11-29',
      expressBy: '2026-11-26',
      // Standard ships by the road courier whose date it promises; Express by the fastest.
      standardCourierId: 3,
      expressCourierId: 4,
      source: 'courier',
    });
  });

  it('offers no Express when no air courier beats the road, even by a day matching it', async () => {
    const same = await estimateWith('411003', [
      courier(1, 'surface', 3, 'Nov 28, 2026', 1),
      courier(2, 'air', 3, 'Nov 28, 2026', 1),
    ]);
    expect(same).toMatchObject({ deliveryBy: '2026-11-28', expressBy: null, expressCourierId: null });
    const slower = await estimateWith('411004', [
      courier(1, 'surface', 3, 'Nov 28, 2026', 1),
      courier(2, 'air', 4, 'Nov 29, 2026', 1),
    ]);
    expect(slower).toMatchObject({ deliveryBy: '2026-11-28', expressBy: null });
  });

  it('ships Standard by Shiprocket’s recommended courier, else the cheapest, among road couriers as early', async () => {
    // The sandbox recommends the first planned courier; 31 and 32 both arrive on the 28th.
    const recommended = await estimateWith('411010', [
      courier(31, 'surface', 3, 'Nov 28, 2026', 1),
      courier(32, 'surface', 3, 'Nov 28, 2026', 1),
      courier(33, 'air', 1, 'Nov 26, 2026', 1),
    ]);
    expect(recommended).toMatchObject({ standardCourierId: 31, expressCourierId: 33 });
    // No recommendation among them (the recommended one is slower): the cheapest, as the sandbox prices by weight
    // and days alike, is the first of equals.
    const cheapest = await estimateWith('411011', [
      courier(40, 'surface', 5, 'Nov 30, 2026', 1),
      courier(41, 'surface', 3, 'Nov 28, 2026', 1),
      courier(42, 'surface', 3, 'Nov 28, 2026', 1),
    ]);
    expect(cheapest).toMatchObject({ deliveryBy: '2026-11-28', standardCourierId: 41, expressBy: null });
  });

  it('dates Standard by the fastest courier when none goes by road, with no separate Express', async () => {
    const estimate = await estimateWith('411005', [
      courier(1, 'air', 3, 'Nov 28, 2026', 1),
      courier(2, 'air', 2, 'Nov 27, 2026', 1),
    ]);
    expect(estimate).toMatchObject({ serviceable: true, deliveryBy: '2026-11-27', expressBy: null });
  });

  it('offers Cash on Delivery when any one courier collects it, and not when none does', async () => {
    const one = await estimateWith('411006', [
      courier(1, 'surface', 4, undefined, 0),
      courier(2, 'surface', 5, undefined, 1),
      courier(3, 'air', 2, undefined, 0),
    ]);
    expect(one.codAvailable).toBe(true);
    const none = await estimateWith('411007', [
      courier(1, 'surface', 4, undefined, 0),
      courier(2, 'air', 2, undefined, 0),
    ]);
    expect(none).toMatchObject({ serviceable: true, codAvailable: false });
  });

  it('counts a courier’s days from today in India when Shiprocket gives no date or one it cannot read', async () => {
    const clock = handClock();
    const estimate = await estimateWith('411008', [
      courier(1, 'surface', 5, '', 1),
      courier(2, 'air', 2, 'in two days', 1),
    ]);
    expect(estimate).toMatchObject({
      deliveryBy: indiaDateAfter(clock.now(), 5),
      expressBy: indiaDateAfter(clock.now(), 2),
    });
  });

  it('says a pincode whose couriers are all blocked is not serviceable', async () => {
    const estimate = await estimateWith('411009', [{ ...courier(1, 'surface', 4, undefined, 1), blocked: 1 }]);
    expect(estimate).toEqual({
      pincode: '411009',
      serviceable: false,
      codAvailable: false,
      deliveryBy: null,
      expressBy: null,
      standardCourierId: null,
      expressCourierId: null,
      source: 'courier',
    });
  });
});

describe('Serviceability’s logging of a failed ask', () => {
  it('logs a refused request as an error, naming the pincode, and still answers the usual promise', async () => {
    // The sandbox refuses a pickup that is not a pincode with 422, as Shiprocket does: the store asked wrongly.
    const service = new Serviceability(provider, '012345', handClock().now, { log });
    expect((await service.estimate('110002')).source).toBe('usual');
    expect(warnings).toEqual([]);
    expect(errors).toEqual([
      [
        expect.objectContaining({ pincode: '110002', err: expect.any(Error) }),
        'Shiprocket serviceability refused the request; answering the usual delivery promise',
      ],
    ]);
  });

  it('answers the usual promise through an outage without a log to write to', async () => {
    await client.serviceabilityOutage(true);
    const service = new Serviceability(provider, '302001', handClock().now);
    expect((await service.estimate('110004')).source).toBe('usual');
  });

  it('logs an outage as a warning: it is Shiprocket’s, and passes', async () => {
    await client.serviceabilityOutage(true);
    const service = new Serviceability(provider, '302001', handClock().now, { log });
    expect((await service.estimate('110003')).source).toBe('usual');
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      [
        expect.objectContaining({ pincode: '110003', err: expect.any(Error) }),
        'Shiprocket serviceability could not be asked; answering the usual delivery promise',
      ],
    ]);
  });
});

describe('EstimateCache', () => {
  it('tells of each read, hit or miss, once for asks that share one, and keeps each answer its own lifetime', async () => {
    const clock = handClock();
    const lookups: boolean[] = [];
    const cache = new EstimateCache(new MemoryEstimateStore<{ n: number }>(10, clock.now), (hit) => lookups.push(hit));
    let made = 0;
    const lookup = async () => ({ value: { n: ++made }, ttlMs: 1000 });
    expect(await Promise.all([cache.get('a', lookup), cache.get('a', lookup)])).toEqual([{ n: 1 }, { n: 1 }]);
    expect(lookups).toEqual([false]);
    expect(await cache.get('a', lookup)).toEqual({ n: 1 });
    expect(lookups).toEqual([false, true]);
    clock.advance(1001);
    expect(await cache.get('a', lookup)).toEqual({ n: 2 });
    expect(lookups).toEqual([false, true, false]);
  });

  it('asks again after a failed lookup rather than keeping the failure', async () => {
    const cache = new EstimateCache(new MemoryEstimateStore<{ n: number }>(10, handClock().now));
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => ({ value: { n: 7 }, ttlMs: 1000 }))).toEqual({ n: 7 });
  });
});

describe('parseEtd', () => {
  it('reads Shiprocket’s "Nov 28, 2026" and refuses anything else', () => {
    expect(parseEtd('Nov 28, 2026')).toBe('2026-11-28');
    expect(parseEtd('Jan 01, 2027')).toBe('2027-01-01');
    expect(parseEtd('Feb 30, 2027')).toBeNull();
    expect(parseEtd('2026-11-28 12:00:00')).toBeNull();
    expect(parseEtd(null)).toBeNull();
  });

  it('reads the month in any case, spelt out or cut short with a dot, around stray spaces', () => {
    expect(parseEtd('  November 3, 2026 ')).toBe('2026-11-03');
    expect(parseEtd('DEC. 31 2026')).toBe('2026-12-31');
    expect(parseEtd('Nov  28,  2026')).toBe('2026-11-28');
    expect(parseEtd('Sept 1, 2027')).toBe('2027-09-01');
    expect(parseEtd('Foo 28, 2026')).toBeNull();
    expect(parseEtd('by Nov 28, 2026')).toBeNull();
    expect(parseEtd('Nov 31, 2026')).toBeNull();
  });
});

describe('indiaDateAfter', () => {
  it('counts days from the date in India, which starts 5½ hours before UTC’s', () => {
    expect(indiaDateAfter(new Date('2026-11-27T18:29:59Z'), 0)).toBe('2026-11-27');
    expect(indiaDateAfter(new Date('2026-11-27T18:30:00Z'), 0)).toBe('2026-11-28');
    expect(indiaDateAfter(new Date('2026-11-27T18:30:00Z'), 4)).toBe('2026-12-02');
  });
});
