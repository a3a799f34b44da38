import {
  loadSandboxConfig,
  type RunningSandbox,
  type ShiprocketSandboxClient,
  shiprocketSandboxClient,
  startSandbox,
} from '@sutra/sandbox';
import { readSample } from '@sutra/telemetry';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, call } from '../test/accounts.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { indiaDateAfter } from './india-dates.js';
import type { DeliveryEstimate } from './service.js';

/** 10:00 in India on Wednesday 25 November 2026, the sandbox's "now" for exact dates. */
const NOW = new Date('2026-11-25T04:30:00Z');

let sandbox: RunningSandbox;
let shiprocket: ShiprocketSandboxClient;
let api: TestApi;

beforeAll(async () => {
  sandbox = await startSandbox(
    loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent', SHIPROCKET_ADVANCE_SECONDS: '0' }),
  );
  shiprocket = shiprocketSandboxClient(sandbox.url);
  api = await createTestApi({
    env: { SHIPROCKET_API_URL: `${sandbox.url}/shiprocket`, RETRY_INTERVAL_SECONDS: '0' },
  });
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});
beforeEach(async () => {
  await shiprocket.serviceabilityOutage(false);
  await shiprocket.serviceabilityClock(NOW);
});

type EstimateAnswer = Answer<{ success: true; result: DeliveryEstimate }>;
const check = (pincode: string, ip?: string): Promise<EstimateAnswer> =>
  call(api, 'GET', `/serviceability?pincode=${encodeURIComponent(pincode)}`, undefined, ip ? { ip } : {});
const asked = async (pincode: string) => (await shiprocket.serviceabilityRequests(pincode)).length;

describe('GET /serviceability?pincode= through the Shiprocket sandbox', () => {
  it('answers a serviceable pincode with its standard and express dates and Cash on Delivery', async () => {
    const answer = await check('400001');
    expect(answer.status).toBe(200);
    // Mumbai from Jaipur: surface 5 days, air 3, counted from 25 November in India.
    expect(answer.body.result).toEqual({
      pincode: '400001',
      serviceable: true,
      codAvailable: true,
      deliveryBy: '2026-11-30',
      expressBy: '2026-11-28',
      // Delhivery Surface for Standard, Delhivery Air for Express.
      standardCourierId: 43,
      expressCourierId: 10,
      source: 'courier',
    });
    expect((await shiprocket.serviceabilityRequests('400001'))[0]).toMatchObject({
      pickup_postcode: '302001',
      weight: '1.5',
      cod: '1',
    });
  });

  it('has no express date where no faster courier exists (within Jaipur)', async () => {
    const answer = await check('302017');
    expect(answer.body.result).toMatchObject({
      serviceable: true,
      deliveryBy: '2026-11-27',
      expressBy: null,
      standardCourierId: 43,
      expressCourierId: null,
    });
  });

  it('says 799001 (Tripura) is not serviceable, without COD or dates', async () => {
    const answer = await check('799001');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({
      pincode: '799001',
      serviceable: false,
      codAvailable: false,
      deliveryBy: null,
      expressBy: null,
      standardCourierId: null,
      expressCourierId: null,
      source: 'courier',
    });
  });

  it('delivers to Andaman & Nicobar (744xxx) without Cash on Delivery', async () => {
    const answer = await check('744101');
    expect(answer.body.result).toMatchObject({ serviceable: true, codAvailable: false, source: 'courier' });
    expect(answer.body.result.deliveryBy).toBe('2026-12-03');
  });

  it('asks Shiprocket once per pincode: a second check is answered from the cache', async () => {
    const first = await check('560001');
    const again = await check('560001');
    expect(again.body.result).toEqual(first.body.result);
    expect(again.body.result.source).toBe('courier');
    expect(await asked('560001')).toBe(1);
  });

  it('counts delivery-estimate cache lookups for the metrics: a miss, then a hit', async () => {
    const lookups = async (result: 'hit' | 'miss') =>
      readSample(await api.app.serviceMetrics.exposition(), 'sutra_cache_lookups_total', {
        cache: 'delivery-estimates',
        result,
      }) ?? 0;
    const [hits, misses] = [await lookups('hit'), await lookups('miss')];
    await check('560002');
    expect([await lookups('hit'), await lookups('miss')]).toEqual([hits, misses + 1]);
    await check('560002');
    expect([await lookups('hit'), await lookups('miss')]).toEqual([hits + 1, misses + 1]);
  });

  it('joins concurrent checks of one pincode into one Shiprocket call', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => check('600001')));
    expect(new Set(answers.map((a) => JSON.stringify(a.body.result))).size).toBe(1);
    expect(await asked('600001')).toBe(1);
  });

  it('answers the usual promise, not an error, while Shiprocket serviceability fails', async () => {
    await shiprocket.serviceabilityOutage(true);
    const before = new Date();
    const answer = await check('411001');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ serviceable: true, codAvailable: true, source: 'usual' });
    // Standard at most 6 days and Express at most 2, counted in India from today.
    expect([indiaDateAfter(before, 6), indiaDateAfter(new Date(), 6)]).toContain(answer.body.result.deliveryBy);
    expect([indiaDateAfter(before, 2), indiaDateAfter(new Date(), 2)]).toContain(answer.body.result.expressBy);
    expect(await asked('411001')).toBe(1);
  });

  it('answers 400 "Enter a valid 6-digit pincode" for anything that is not a pincode', async () => {
    for (const bad of ['12345', '1234567', '012345', 'abcdef', '40 001', '']) {
      const answer = await check(bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: 'Enter a valid 6-digit pincode' });
    }
    const noPincode = await call(api, 'GET', '/serviceability');
    expect(noPincode).toMatchObject({ status: 400, body: { message: 'Enter a valid 6-digit pincode' } });
    expect(await asked('12345')).toBe(0);
  });

  it('limits checks per client address (60 in 10 minutes), then answers 429', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 60; i++) expect((await check('560001', ip)).status).toBe(200);
    const refused = await check('560001', ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false });
    expect((await check('560001', '203.0.113.78')).status).toBe(200);
  });
});
