import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { couponRedemptions, orders } from '../db/schema.js';
import { pointsBalance } from '../membership/points.js';
import { newBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  addToCart,
  type CheckoutHarness,
  givePoints,
  pay,
  placeOrder,
  razorpayEntity,
  startCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';

/**
 * Races a buyer can start on purpose: two checkouts priced on the same points or the same once-per-buyer coupon, both
 * paid, then placed at the same instant. One becomes an order; the other is refused and its payment refunded, so the
 * points and the coupon are spent once.
 */
let h: CheckoutHarness;
let kurta: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  kurta = await createProduct(h.api.database.db, {
    name: 'Fixture Race Kurta',
    variants: [{ color: 'Ivory', salePaise: 600_000 }],
  });
});
afterAll(() => h.close());
beforeEach(() => h.razorpay.pauseWebhooks(true));

async function twoPaidCheckouts(overrides: Record<string, unknown>) {
  const me = await newBuyer(h.api);
  await addToCart(h, me, kurta._id, 1, { color: 'Ivory' });
  const first = (await startCheckout(h, me, overrides)).body.result;
  const second = (await startCheckout(h, me, overrides)).body.result;
  const proofs = [await pay(h, first.razorpayOrderId), await pay(h, second.razorpayOrderId)];
  return { me, proofs, checkouts: [first, second] };
}

describe('placing two paid checkouts at once', () => {
  it('spends the same points once: one order, the other refunded', async () => {
    const me = await newBuyer(h.api);
    await givePoints(h, me.id, 400);
    await addToCart(h, me, kurta._id, 1, { color: 'Ivory' });
    const checkouts = [
      (await startCheckout(h, me, { useMembershipPoints: true })).body.result,
      (await startCheckout(h, me, { useMembershipPoints: true })).body.result,
    ];
    expect(checkouts.map((c) => c.membershipPointsUsed)).toEqual([400, 400]);
    const proofs = [
      await pay(h, checkouts[0]?.razorpayOrderId ?? ''),
      await pay(h, checkouts[1]?.razorpayOrderId ?? ''),
    ];

    const answers = await Promise.all(proofs.map((proof) => placeOrder(h, me, proof)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    // 400 spent once, and 56 earned on the ₹5,600 the one order paid.
    expect(await pointsBalance(h.api.database.db, me.id)).toBe(56);
    const refused = proofs[answers.findIndex((a) => a.status === 409)];
    expect(await razorpayEntity(h, `/payments/${refused?.razorpay_payment_id}`)).toMatchObject({ status: 'refunded' });
    expect(await h.api.database.db.select().from(orders).where(eq(orders.buyerId, me.id))).toHaveLength(1);
  });

  it('uses a once-per-buyer coupon once: one order, the other refunded', async () => {
    const { me, proofs } = await twoPaidCheckouts({ couponCode: 'FLAT500' });
    const answers = await Promise.all(proofs.map((proof) => placeOrder(h, me, proof)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const uses = await h.api.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.buyerId, me.id));
    expect(uses).toHaveLength(1);
    const refused = proofs[answers.findIndex((a) => a.status === 409)];
    expect(await razorpayEntity(h, `/payments/${refused?.razorpay_payment_id}`)).toMatchObject({ status: 'refunded' });
  });

  it('places one order when the browser and the webhook bring the same payment at the same instant', async () => {
    const { me, proofs, checkouts } = await twoPaidCheckouts({});
    const [captured] = await h.razorpay.webhooks({ subject: checkouts[0]?.razorpayOrderId, event: 'payment.captured' });
    const [browser, webhook] = await Promise.all([
      placeOrder(h, me, proofs[0] as object),
      h.razorpay.sendWebhook(captured?.id ?? ''),
    ]);
    expect([200, 201]).toContain(browser.status);
    expect(webhook.status).toBe(200);
    const placed = await h.api.database.db.select().from(orders).where(eq(orders.buyerId, me.id));
    expect(placed.map((o) => o.razorpayPaymentId)).toEqual([proofs[0]?.razorpay_payment_id]);
  });
});
