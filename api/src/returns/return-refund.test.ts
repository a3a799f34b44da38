import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { goodsShare } from '../refunds/shares.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import {
  addToCart,
  type CheckoutHarness,
  givePoints,
  placeCoveredOrder,
  startAnyCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';
import { linesOf, moneyShirt, orderRow, paidOrder, refundsOf } from '../test/money.js';
import { deliver } from '../test/shipping.js';
import { signedInStaff, type TestStaff } from '../test/staff.js';
import { askReturn, staffCall } from './test-harness.js';

/** A return closed by staff gives back, in money and points, exactly what a staff refund of the same units would. */
let h: CheckoutHarness;
let staff: TestStaff & { token: string };
let shirt: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  staff = await signedInStaff(h.api, 'orders');
  shirt = await moneyShirt(h);
});
afterAll(() => h.close());

/** A delivered order of three ₹2,000 shirts (38, 40, 42) bought with a coupon and points. */
async function deliveredOrder() {
  const placed = await paidOrder(h, shirt, { sizes: ['38', '40', '42'], points: 500, coupon: 'SUTRA10' });
  await deliver(h, await orderRow(h, placed.orderId));
  const order = await orderRow(h, placed.orderId);
  expect(order.orderStatus).toBe('Delivered');
  const lines = await linesOf(h, placed.orderId);
  const lineOf = (size: string) => lines.find((l) => l.attributes.size === size)?.id ?? '';
  return { ...placed, order, lineOf };
}

const staffRefund = async (orderId: string, orderLineId: string) => {
  const answer = await call(
    h.api,
    'POST',
    `/admin/orders/${orderId}/refunds`,
    { lines: [{ orderLineId, quantity: 1 }], reason: 'Brought back to the store' },
    { token: staff.token },
  );
  expect(answer.status).toBe(201);
};

/** The buyer returns the line; staff approve, receive and refund it. Answers the return's refund. */
async function returnLine(buyer: SignedInBuyer, orderNumber: string, orderLineId: string): Promise<number> {
  const id = await askReturn(h, buyer, orderNumber, [orderLineId]);
  expect((await staffCall(h, staff.token, `/${id}/approve`, { version: 0 })).status).toBe(200);
  expect((await staffCall(h, staff.token, `/${id}/receive`, { version: 1, resellable: false })).status).toBe(200);
  const closed = await staffCall(h, staff.token, `/${id}/refund`, { version: 2 });
  expect(closed.status).toBe(200);
  return closed.body.result.refundPaise ?? -1;
}

/** The buyer's points as they see them: the balance and the order's entry in their history. */
async function pointsOf(buyer: SignedInBuyer, orderId: string) {
  const answer = await call<{
    result: {
      totalPoints: number;
      pointsHistory: { orderId: string | null; pointsEarned: number; pointsRedeemed: number }[];
    };
  }>(h.api, 'GET', '/membership', undefined, { token: buyer.token });
  const entry = answer.body.result.pointsHistory.find((e) => e.orderId === orderId);
  return { balance: answer.body.result.totalPoints, earned: entry?.pointsEarned, redeemed: entry?.pointsRedeemed };
}

const amountsOf = async (orderId: string) => (await refundsOf(h, orderId)).map((r) => r.amountPaise);

describe('a returned unit', () => {
  it('refunds the money and points a staff refund of it would, on an order with a coupon and points', async () => {
    const refunded = await deliveredOrder();
    const returned = await deliveredOrder();
    const { order } = returned;
    expect(order.discountPaise).toBeGreaterThan(0);
    expect(order.pointsUsed).toBeGreaterThan(0);
    expect(order.pointsEarned).toBeGreaterThan(0);
    expect(refunded.order.totalPaise).toBe(order.totalPaise);
    const before = await pointsOf(returned.buyer, returned.orderId);
    expect(before).toMatchObject({ earned: order.pointsEarned, redeemed: order.pointsUsed });

    await staffRefund(refunded.orderId, refunded.lineOf('38'));
    const refundPaise = await returnLine(returned.buyer, order.orderNumber, returned.lineOf('38'));

    // One of three ₹2,000 units: a third of what the goods were charged after coupon and points.
    expect(refundPaise).toBe(goodsShare(order, 200_000));
    expect(await amountsOf(returned.orderId)).toEqual(await amountsOf(refunded.orderId));
    const after = await pointsOf(returned.buyer, returned.orderId);
    // The points spent on the unit come back; the points it earned are withdrawn.
    expect(after.redeemed).toBe(order.pointsUsed - Math.floor(order.pointsUsed / 3));
    expect(after.earned).toBeLessThan(order.pointsEarned);
    expect(after).toMatchObject({
      earned: (await pointsOf(refunded.buyer, refunded.orderId)).earned,
      redeemed: (await pointsOf(refunded.buyer, refunded.orderId)).redeemed,
    });
    expect(after.balance - before.balance).toBe(
      (before.redeemed ?? 0) - (after.redeemed ?? 0) - ((before.earned ?? 0) - (after.earned ?? 0)),
    );
    expect((await orderRow(h, returned.orderId)).pointsEarned).toBe(after.earned);
  });

  it('counts a first return on the same order when a second is refunded', async () => {
    const refunded = await deliveredOrder();
    const returned = await deliveredOrder();
    const { order } = returned;
    await staffRefund(refunded.orderId, refunded.lineOf('38'));
    await staffRefund(refunded.orderId, refunded.lineOf('40'));
    await returnLine(returned.buyer, order.orderNumber, returned.lineOf('38'));
    const second = await returnLine(returned.buyer, order.orderNumber, returned.lineOf('40'));

    // Cumulative: two thirds' share less the first third's, so the parts add up to the two units' share exactly.
    expect(second).toBe(goodsShare(order, 400_000) - goodsShare(order, 200_000));
    expect(await amountsOf(returned.orderId)).toEqual(await amountsOf(refunded.orderId));
    const after = await pointsOf(returned.buyer, returned.orderId);
    expect(after.redeemed).toBe(order.pointsUsed - Math.floor((order.pointsUsed * 2) / 3));
    const staffs = await pointsOf(refunded.buyer, refunded.orderId);
    expect(after).toMatchObject({ earned: staffs.earned, redeemed: staffs.redeemed });
  });
});

describe('a return closed while staff refund the same unit', () => {
  it('gives the unit back once, whichever comes first', async () => {
    for (let round = 0; round < 3; round++) {
      const { buyer, orderId, order, lineOf } = await deliveredOrder();
      const id = await askReturn(h, buyer, order.orderNumber, [lineOf('38')]);
      await staffCall(h, staff.token, `/${id}/approve`, { version: 0 });
      await staffCall(h, staff.token, `/${id}/receive`, { version: 1, resellable: false });
      const byStaff = () =>
        call(
          h.api,
          'POST',
          `/admin/orders/${orderId}/refunds`,
          { lines: [{ orderLineId: lineOf('38'), quantity: 1 }], reason: 'Brought back to the store' },
          { token: staff.token },
        );
      const byReturn = () => staffCall(h, staff.token, `/${id}/refund`, { version: 2 });
      const [staffAnswer, returnAnswer] =
        round % 2 === 0
          ? await Promise.all([byStaff(), byReturn()])
          : await Promise.all([byReturn(), byStaff()]).then(([r, s]) => [s, r] as const);
      expect(returnAnswer.status, `round ${round}`).toBe(200);
      const returnPaise = returnAnswer.body.result.refundPaise;
      if (staffAnswer.status === 201) expect(returnPaise, `round ${round}`).toBe(0);
      else {
        expect(staffAnswer.body, `round ${round}`).toMatchObject({ code: 'nothing_to_refund' });
        expect(returnPaise, `round ${round}`).toBe(goodsShare(order, 200_000));
      }
      expect(await amountsOf(orderId), `round ${round}`).toEqual([goodsShare(order, 200_000)]);
      expect((await pointsOf(buyer, orderId)).redeemed).toBe(order.pointsUsed - Math.floor(order.pointsUsed / 3));
    }
  });
});

describe('an order paid wholly with coupon and points', () => {
  it('gives back no money but the points spent, a returned line at a time, counting the first', async () => {
    const buyer = await newBuyer(h.api);
    for (const size of ['38', '40', '42']) await addToCart(h, buyer, shirt._id, 1, { color: 'Blue', size });
    await givePoints(h, buyer.id, 10_000);
    const checkout = (await startAnyCheckout(h, buyer, { useMembershipPoints: true, couponCode: 'SUTRA10' })).body
      .result;
    const placed = await placeCoveredOrder(h, buyer, { checkoutId: checkout._id });
    expect(placed.status).toBe(201);
    const orderId = placed.body.result._id;
    await deliver(h, await orderRow(h, orderId));
    const order = await orderRow(h, orderId);
    expect(order).toMatchObject({ totalPaise: 0, pointsEarned: 0 });
    const lines = await linesOf(h, orderId);
    const lineOf = (size: string) => lines.find((l) => l.attributes.size === size)?.id ?? '';

    expect(await returnLine(buyer, order.orderNumber, lineOf('38'))).toBe(0);
    expect((await pointsOf(buyer, orderId)).redeemed).toBe(order.pointsUsed - Math.floor(order.pointsUsed / 3));
    expect(await returnLine(buyer, order.orderNumber, lineOf('40'))).toBe(0);
    expect((await pointsOf(buyer, orderId)).redeemed).toBe(order.pointsUsed - Math.floor((order.pointsUsed * 2) / 3));
    expect(await refundsOf(h, orderId)).toEqual([]);
    // Staff's money view counts the returned units as the api does.
    const money = await call<{ result: { lines: { id: string; refundedQuantity: number }[] } }>(
      h.api,
      'GET',
      `/admin/orders/${orderId}/money`,
      undefined,
      { token: staff.token },
    );
    const refundedOf = (size: string) => money.body.result.lines.find((l) => l.id === lineOf(size))?.refundedQuantity;
    expect([refundedOf('38'), refundedOf('40'), refundedOf('42')]).toEqual([1, 1, 0]);
  });
});
