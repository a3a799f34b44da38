import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts } from '../db/schema.js';
import { newBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  addToCart,
  buy,
  type CheckoutHarness,
  pay,
  placeOrder,
  razorpayEntity,
  startCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';

/**
 * The retry worker's refunds of paid checkouts that could not become orders. Two things keep a payment from being
 * refunded twice, and each would hide the loss of the other: the round claims only checkouts not refunded yet, and
 * the refund itself does nothing for a checkout refunded already.
 */
let h: CheckoutHarness;

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
});
afterAll(() => h.close());

/** A paid checkout rejected because its last unit sold meanwhile, whose refund Razorpay refused at first. */
async function rejectedUnrefunded(): Promise<{ checkoutId: string; paymentId: string }> {
  const { db } = h.api.database;
  const vest = await createProduct(db, {
    name: 'Fixture Last Waistcoat',
    variants: [{ color: 'Wine', sizes: ['40'], salePaise: 350_000, stock: 1 }],
  });
  const first = await newBuyer(h.api);
  const second = await newBuyer(h.api);
  for (const buyer of [first, second]) await addToCart(h, buyer, vest._id, 1, { color: 'Wine', size: '40' });
  const late = (await startCheckout(h, second)).body.result;
  expect((await buy(h, first)).placed.status).toBe(201);
  const proof = await pay(h, late.razorpayOrderId);
  h.razorpayProxy.failRefunds(true);
  try {
    expect((await placeOrder(h, second, proof)).status).toBe(409);
  } finally {
    h.razorpayProxy.failRefunds(false);
  }
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, late._id));
  expect(row).toMatchObject({ status: 'rejected', refundId: null });
  return { checkoutId: late._id, paymentId: proof.razorpay_payment_id };
}

const refundCalls = (paymentId: string) =>
  h.razorpayProxy.calls().filter((c) => c === `POST /v1/payments/${paymentId}/refund`).length;

describe('refunds the retry worker owes', () => {
  it('are not crowded out by checkouts refunded already: a round claims only what is still owed', async () => {
    const { db } = h.api.database;
    const earlier = await rejectedUnrefunded();
    expect((await h.retry(new Date(Date.now() + 120_000))).refunds).toBe(1);
    // Ten more refunded rejections, older than the next one owed (as a busy store accumulates them).
    const [refunded] = await db.select().from(checkouts).where(eq(checkouts.id, earlier.checkoutId));
    if (!refunded?.refundId) throw new Error('the first refund was not made');
    const { id: _, razorpayOrderId: __, ...copy } = refunded;
    const longAgo = new Date(Date.now() - 2 * 60 * 60_000);
    const done = await db
      .insert(checkouts)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          ...copy,
          razorpayOrderId: `${refunded.razorpayOrderId}_${i}`,
          updatedAt: longAgo,
        })),
      )
      .returning({ id: checkouts.id });

    const owed = await rejectedUnrefunded();
    expect((await h.retry(new Date(Date.now() + 120_000))).refunds).toBe(1);
    expect(await razorpayEntity(h, `/payments/${owed.paymentId}`)).toMatchObject({ status: 'refunded' });
    const untouched = await db
      .select({ updatedAt: checkouts.updatedAt })
      .from(checkouts)
      .where(
        inArray(
          checkouts.id,
          done.map((d) => d.id),
        ),
      );
    expect(untouched.map((r) => r.updatedAt.getTime())).toEqual(done.map(() => longAgo.getTime()));
  });

  it('are made once: a round that claimed a checkout refunded meanwhile asks Razorpay for nothing', async () => {
    const owed = await rejectedUnrefunded();
    // The refund refused at first: one call.
    expect(refundCalls(owed.paymentId)).toBe(1);
    expect((await h.retry(new Date(Date.now() + 120_000))).refunds).toBe(1);
    expect(refundCalls(owed.paymentId)).toBe(2);
    // Another round had claimed it before the refund landed; its turn comes now.
    expect(await h.refundCheckout(owed.checkoutId)).toBe(false);
    expect(refundCalls(owed.paymentId)).toBe(2);
    expect(await razorpayEntity(h, `/payments/${owed.paymentId}`)).toMatchObject({
      status: 'refunded',
      amount_refunded: 350_000,
    });
  });
});
