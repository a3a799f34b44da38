import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from '../config.js';
import { type RunningSandbox, startSandbox } from '../server.js';
import { shiprocketSandboxClient } from './client.js';
import { checkServiceability, etdAfter, NOT_SERVICEABLE, type ServiceabilityAnswer } from './serviceability.js';

/** 10:00 in India on Wednesday 25 November 2026. */
const NOW = new Date('2026-11-25T04:30:00Z');
const JAIPUR = '302001';

const ask = (delivery: string, extra: Record<string, string> = {}) =>
  checkServiceability({ pickup_postcode: JAIPUR, delivery_postcode: delivery, weight: '1.5', cod: '1', ...extra }, NOW);

const couriersFor = (delivery: string) => {
  const answer = ask(delivery);
  if (!answer.ok) throw new Error(`expected couriers for ${delivery}, got ${answer.status}`);
  return answer.body.data.available_courier_companies;
};

const surfaceDays = (delivery: string) =>
  Math.min(
    ...couriersFor(delivery)
      .filter((c) => c.is_surface)
      .map((c) => Number(c.estimated_delivery_days)),
  );
const airDays = (delivery: string) =>
  couriersFor(delivery)
    .filter((c) => !c.is_surface)
    .map((c) => Number(c.estimated_delivery_days))[0];

describe('serviceability by pincode range', () => {
  it('counts surface days by distance from Jaipur: city 2, state 3, neighbours 4, far 5, north-east 7, remote 8', () => {
    expect(surfaceDays('302017')).toBe(2);
    expect(surfaceDays('313001')).toBe(3); // Udaipur
    expect(surfaceDays('110001')).toBe(4); // New Delhi
    expect(surfaceDays('400001')).toBe(5); // Mumbai
    expect(surfaceDays('781001')).toBe(7); // Guwahati
    expect(surfaceDays('744101')).toBe(8); // Port Blair
  });

  it('offers a faster air courier outside the city, and none within it', () => {
    expect(airDays('302017')).toBeUndefined();
    expect(airDays('110001')).toBe(2);
    expect(airDays('400001')).toBe(3);
    expect(airDays('400001')).toBeLessThan(surfaceDays('400001'));
  });

  it('dates each courier in India time: etd is today in India plus its days, "Nov 30, 2026" style', () => {
    const mumbai = couriersFor('400001').find((c) => c.courier_company_id === 43);
    expect(mumbai).toMatchObject({ estimated_delivery_days: '5', etd: 'Nov 30, 2026', etd_hours: 120, cod: 1 });
    // Midnight in India is already the next day there, though still the same day in UTC.
    expect(etdAfter(new Date('2026-11-25T18:30:00Z'), 1)).toBe('Nov 27, 2026');
    expect(etdAfter(new Date('2026-11-25T18:29:00Z'), 0)).toBe('Nov 25, 2026');
  });

  it('refuses Tripura (799xxx) and Lakshadweep with Shiprocket’s 404 body', () => {
    for (const pincode of ['799001', '799290', '682555']) {
      expect(ask(pincode)).toEqual({ ok: false, status: 404, body: { status: 404, message: NOT_SERVICEABLE } });
    }
  });

  it('reaches Ladakh and Andaman & Nicobar without Cash on Delivery', () => {
    for (const pincode of ['194101', '744101']) {
      const couriers = couriersFor(pincode);
      expect(couriers.length).toBeGreaterThan(0);
      expect(couriers.every((c) => c.cod === 0 && c.cod_charges === 0)).toBe(true);
    }
    expect(couriersFor('400001').every((c) => c.cod === 1)).toBe(true);
  });

  it('recommends a courier that is in the list', () => {
    const answer = ask('560001');
    if (!answer.ok) throw new Error('expected couriers');
    const ids = answer.body.data.available_courier_companies.map((c) => c.courier_company_id);
    expect(ids).toContain(answer.body.data.recommended_courier_company_id);
    expect(answer.body.status).toBe(200);
  });

  it('answers 422 with Shiprocket’s validation shape for missing or malformed fields', () => {
    const answer = checkServiceability({ pickup_postcode: JAIPUR, delivery_postcode: '12345', weight: 'heavy' }, NOW);
    expect(answer).toMatchObject({
      ok: false,
      status: 422,
      body: { message: 'Oops! Invalid Data.', status_code: 422 },
    });
    if (answer.ok || answer.status !== 422) throw new Error('expected 422');
    expect(answer.body.errors.delivery_postcode).toEqual(['The delivery postcode must be 6 digits.']);
    expect(answer.body.errors.weight).toEqual(['The weight must be a number.']);
    const missing = checkServiceability({ weight: '1' }, NOW);
    expect(missing.ok || missing.status !== 422 ? undefined : missing.body.errors.pickup_postcode).toEqual([
      'The pickup postcode field is required.',
    ]);
  });
});

describe('GET /shiprocket/v1/external/courier/serviceability/', () => {
  let sandbox: RunningSandbox;
  let client: ReturnType<typeof shiprocketSandboxClient>;
  let token: string;

  beforeAll(async () => {
    sandbox = await startSandbox(
      loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent', SHIPROCKET_ADVANCE_SECONDS: '0' }),
    );
    client = shiprocketSandboxClient(sandbox.url);
    const login = await fetch(`${sandbox.url}/shiprocket/v1/external/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: SANDBOX_DEFAULTS.SHIPROCKET_EMAIL,
        password: SANDBOX_DEFAULTS.SHIPROCKET_PASSWORD,
      }),
    });
    token = ((await login.json()) as { token: string }).token;
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    await client.serviceabilityOutage(false);
    await client.serviceabilityClock(null);
  });

  const get = async (delivery: string, options: { slash?: boolean; bearer?: string } = {}) => {
    const query = new URLSearchParams({
      pickup_postcode: JAIPUR,
      delivery_postcode: delivery,
      weight: '1.5',
      cod: '1',
    });
    const response = await fetch(
      `${sandbox.url}/shiprocket/v1/external/courier/serviceability${options.slash === false ? '' : '/'}?${query}`,
      { headers: { authorization: `Bearer ${options.bearer ?? token}` } },
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers with and without the trailing slash, dated from the fixed clock', async () => {
    await client.serviceabilityClock(NOW);
    const withSlash = await get('400001');
    const without = await get('400001', { slash: false });
    expect(withSlash.status).toBe(200);
    expect(without.body).toEqual(withSlash.body);
    const data = (withSlash.body as unknown as ServiceabilityAnswer).data;
    expect(data.available_courier_companies.find((c) => c.courier_company_id === 43)?.etd).toBe('Nov 30, 2026');
  });

  it('needs the login’s bearer token like every other Shiprocket call', async () => {
    expect(await get('400001', { bearer: 'not-a-token' })).toEqual({
      status: 401,
      body: { message: 'Unauthenticated.', status_code: 401 },
    });
  });

  it('answers 404 with the message for an unserviceable pincode', async () => {
    expect(await get('799001')).toEqual({ status: 404, body: { status: 404, message: NOT_SERVICEABLE } });
  });

  it('records each request so tests can count them', async () => {
    const before = (await client.serviceabilityRequests('560034')).length;
    await get('560034');
    await get('560034');
    const asks = await client.serviceabilityRequests('560034');
    expect(asks).toHaveLength(before + 2);
    expect(asks.at(-1)).toMatchObject({
      pickup_postcode: JAIPUR,
      delivery_postcode: '560034',
      weight: '1.5',
      cod: '1',
    });
  });

  it('fails with 500 while the serviceability switch is on, and only serviceability', async () => {
    await client.serviceabilityOutage(true);
    expect((await get('400001')).status).toBe(500);
    const tracking = await fetch(`${sandbox.url}/shiprocket/v1/external/courier/track?order_id=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(tracking.status).toBe(404);
    await client.serviceabilityOutage(false);
    expect((await get('400001')).status).toBe(200);
  });

  it('answers a pincode with the couriers planned for it, in the wire’s shape, until the plan is dropped', async () => {
    await client.serviceabilityClock(NOW);
    await client.serviceabilityCouriers('411001', [
      { courier_company_id: 7, courier_name: 'Bluedart Air', is_surface: false, estimated_delivery_days: 1, cod: 0 },
      { courier_company_id: 8, courier_name: 'Ekart', is_surface: true, estimated_delivery_days: 6, etd: '', cod: 1 },
    ]);
    const planned = (await get('411001')).body as unknown as ServiceabilityAnswer;
    expect(planned.data.recommended_courier_company_id).toBe(7);
    expect(planned.data.available_courier_companies).toMatchObject([
      {
        courier_company_id: 7,
        is_surface: false,
        estimated_delivery_days: '1',
        etd: 'Nov 26, 2026',
        cod: 0,
        blocked: 0,
      },
      { courier_company_id: 8, is_surface: true, estimated_delivery_days: '6', etd: '', cod: 1, cod_charges: 35 },
    ]);
    expect(Object.keys(planned.data.available_courier_companies[0] ?? {}).sort()).toEqual(
      Object.keys(couriersFor('411001')[0] ?? {}).sort(),
    );
    await client.serviceabilityCouriers('411001', null);
    const own = (await get('411001')).body as unknown as ServiceabilityAnswer;
    expect(own.data.available_courier_companies.map((c) => c.courier_company_id)).toEqual([43, 33, 10]);
  });

  it('holds requests in timeout mode until switched off, then answers 504', async () => {
    await client.serviceabilityOutage(true, 'timeout');
    let settled = false;
    const held = get('452001').finally(() => {
      settled = true;
    });
    // The request must have reached the sandbox and still be unanswered.
    await expect.poll(async () => (await client.serviceabilityRequests('452001')).length).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    await client.serviceabilityOutage(false);
    expect((await held).status).toBe(504);
  });
});
