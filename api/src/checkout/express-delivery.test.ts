import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { orders } from '../db/schema.js';
import type { OrderTrackingJson } from '../orders/tracking.js';
import { expressNotFaster } from '../serviceability/delivery-promise.js';
import type { DeliveryEstimate } from '../serviceability/service.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { addToCart, buy, type CheckoutHarness, JAIPUR, startCheckout, startCheckoutHarness } from '../test/checkout.js';

/**
 * Express against Standard, end to end through the sandbox's Shiprocket: each option ships by the courier its date was
 * promised by, the order keeps that date, and tracking shows it.
 */
let h: CheckoutHarness;
let shirt: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture Express Shirt',
    variants: [{ color: 'White', sizes: ['40'], salePaise: 249_900, stock: 50 }],
  });
});
afterAll(() => h.close());

let me: SignedInBuyer;
beforeEach(async () => {
  me = await newBuyer(h.api);
  await addToCart(h, me, shirt._id, 1, { color: 'White', size: '40' });
});

const LEH = { ...JAIPUR, state: 'Ladakh', city: 'Leh', pincode: '194101' };
const MUMBAI = { ...JAIPUR, state: 'Maharashtra', city: 'Mumbai', pincode: '400001' };

const estimate = async (pincode: string) =>
  (await call<{ result: DeliveryEstimate }>(h.api, 'GET', `/serviceability?pincode=${pincode}`)).body.result;

/** An India calendar day of a moment. */
const indiaDay = (iso: string | null | undefined) =>
  iso ? new Date(new Date(iso).getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10) : null;

async function placedWith(delivery: 'standard' | 'express', address: typeof LEH) {
  const { placed } = await buy(h, me, { delivery, deliveryAddress: address });
  expect(placed.status).toBe(201);
  return placed.body.result;
}

async function trackedEstimate(orderId: string) {
  const [row] = await h.api.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row?.shiprocketOrderId) throw new Error('no shipment');
  for (const status of ['PROCESSING', 'READY_TO_SHIP', 'SHIPPED'] as const) {
    await h.shiprocket.advance(row.shiprocketOrderId, status);
  }
  const answer = await call<{ result: OrderTrackingJson[] }>(
    h.api,
    'GET',
    `/order/tracking?ids=${orderId}`,
    undefined,
    {
      token: me.token,
    },
  );
  return answer.body.result[0]?.tracking;
}

describe('Express and Standard delivery', () => {
  for (const [where, address, surfaceDays, airDays] of [
    ['Leh (Ladakh)', LEH, 8, 5],
    ['Mumbai', MUMBAI, 5, 3],
  ] as const) {
    it(`promises ${where} an earlier date for Express, ships it by the faster courier and tracks that date`, async () => {
      const dates = await estimate(address.pincode);
      expect(dates).toMatchObject({ standardCourierId: 43, expressCourierId: 10, source: 'courier' });
      expect(dates.expressBy && dates.deliveryBy && dates.expressBy < dates.deliveryBy).toBe(true);
      const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
      expect(days(dates.expressBy ?? '', dates.deliveryBy ?? '')).toBe(surfaceDays - airDays);

      const express = await placedWith('express', address);
      expect(express.promisedBy).toBe(dates.expressBy);
      const [shipment] = await h.shiprocket.shipments(express.orderNumber);
      expect(shipment?.courier_name).toBe('Delhivery Air');
      const tracked = await trackedEstimate(express._id);
      expect(tracked?.courierName).toBe('Delhivery Air');
      // The date promised at checkout is the date tracked.
      expect(indiaDay(tracked?.estimatedDelivery)).toBe(express.promisedBy);

      await addToCart(h, me, shirt._id, 1, { color: 'White', size: '40' });
      const standard = await placedWith('standard', address);
      expect(standard.promisedBy).toBe(dates.deliveryBy);
      const standardTracked = await trackedEstimate(standard._id);
      expect(standardTracked?.courierName).toBe('Delhivery Surface');
      expect(indiaDay(standardTracked?.estimatedDelivery)).toBe(standard.promisedBy);
    });
  }

  it('refuses Express where no courier is faster than Standard (within Jaipur), and takes Standard there', async () => {
    const dates = await estimate(JAIPUR.pincode);
    expect(dates).toMatchObject({ expressBy: null, expressCourierId: null, standardCourierId: 43 });
    const refused = await startCheckout(h, me, { delivery: 'express' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'express_not_faster',
      message: expressNotFaster(JAIPUR.pincode),
      fields: [{ path: 'delivery', code: 'not_applicable' }],
    });
    const standard = await placedWith('standard', JAIPUR);
    expect(standard.promisedBy).toBe(dates.deliveryBy);
  });

  it('keeps the usual promise while Shiprocket cannot be asked: Express stands, Shiprocket picks the courier', async () => {
    await h.shiprocket.serviceabilityOutage(true);
    try {
      const express = await placedWith('express', { ...MUMBAI, pincode: '400002' });
      expect(express.promisedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const [row] = await h.api.database.db.select().from(orders).where(eq(orders.id, express._id));
      expect(row?.courierCompanyId).toBeNull();
    } finally {
      await h.shiprocket.serviceabilityOutage(false);
    }
  });
});
