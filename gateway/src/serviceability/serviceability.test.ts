import { type ShiprocketSandboxClient, shiprocketSandboxClient } from '@sutra/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apqGet } from '../test/apq.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';

let t: GatewayUnderTest;
let shiprocket: ShiprocketSandboxClient;
beforeAll(async () => {
  t = await startGatewayOverApi();
  shiprocket = shiprocketSandboxClient(t.sandbox.url);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.reset();
  await shiprocket.serviceabilityOutage(false);
  // 10:00 in India on 25 November 2026.
  await shiprocket.serviceabilityClock(new Date('2026-11-25T04:30:00Z'));
});

const ESTIMATE = `query DeliveryEstimate($pincode: String!) {
  deliveryEstimate(pincode: $pincode) { pincode serviceable codAvailable deliveryBy expressBy source }
}`;

interface Estimate {
  deliveryEstimate: {
    pincode: string;
    serviceable: boolean;
    codAvailable: boolean;
    deliveryBy: string | null;
    expressBy: string | null;
    source: 'COURIER' | 'USUAL';
  };
}

describe('deliveryEstimate', () => {
  it('answers the courier’s dates for a pincode in one REST call', async () => {
    const { data, errors } = await t.graphql<Estimate>(ESTIMATE, { pincode: '110001' });
    expect(errors).toBeUndefined();
    expect(data?.deliveryEstimate).toEqual({
      pincode: '110001',
      serviceable: true,
      codAvailable: true,
      deliveryBy: '2026-11-29',
      expressBy: '2026-11-27',
      source: 'COURIER',
    });
    expect(t.upstream).toEqual([{ method: 'GET', url: '/serviceability' }]);
  });

  it('answers an unserviceable pincode as data, not an error', async () => {
    const { data, errors } = await t.graphql<Estimate>(ESTIMATE, { pincode: '799001' });
    expect(errors).toBeUndefined();
    expect(data?.deliveryEstimate).toMatchObject({ serviceable: false, codAvailable: false, deliveryBy: null });
  });

  it('answers USUAL while Shiprocket serviceability is down', async () => {
    await shiprocket.serviceabilityOutage(true);
    const { data, errors } = await t.graphql<Estimate>(ESTIMATE, { pincode: '122001' });
    expect(errors).toBeUndefined();
    expect(data?.deliveryEstimate).toMatchObject({ serviceable: true, codAvailable: true, source: 'USUAL' });
  });

  it('refuses a malformed pincode with BAD_USER_INPUT and the api’s message', async () => {
    for (const pincode of ['12345', '012345', '../../cart']) {
      const { errors } = await t.graphql<Estimate>(ESTIMATE, { pincode });
      expect(errors?.[0]).toMatchObject({
        message: 'Enter a valid 6-digit pincode',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('is public data cached for a minute: a repeat by GET costs no REST call', async () => {
    const first = await apqGet(t.gateway, ESTIMATE, { pincode: '641001' });
    expect(first.headers['cache-control']).toBe('max-age=60, public');
    expect(first.json().data.deliveryEstimate.serviceable).toBe(true);
    t.reset();
    const again = await apqGet(t.gateway, ESTIMATE, { pincode: '641001' });
    expect(again.json()).toEqual(first.json());
    expect(t.upstream).toHaveLength(0);
  });
});
