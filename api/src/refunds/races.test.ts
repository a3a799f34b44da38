import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { orders } from '../db/schema.js';
import { applyShippingStatus, orderForStatus } from '../orders/shipping-status.js';
import { call } from '../test/accounts.js';
import { type CheckoutHarness, razorpayEntity, startCheckoutHarness } from '../test/checkout.js';
import { moneyShirt, orderRow, paidOrder, refundsOf } from '../test/money.js';
import { deliver } from '../test/shipping.js';
import { signedInStaff, type TestStaff } from '../test/staff.js';

/**
 * Money moved by two hands at once. Only a PostgreSQL server (the `postgres` project) runs the two truly together;
 * each round alternates who starts first.
 */
let h: CheckoutHarness;
let first: TestStaff & { token: string };
let second: TestStaff & { token: string };
let shirt: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  first = await signedInStaff(h.api, 'orders');
  second = await signedInStaff(h.api, 'owner');
  shirt = await moneyShirt(h);
});
afterAll(() => h.close());

const db = () => h.api.database.db;
const post = (path: string, body: Record<string, unknown>, token: string) => call(h.api, 'POST', path, body, { token });

describe('two staff refunding the same order at once', () => {
  it('make one refund: the other is told the figures changed, or that nothing is left', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId } = await paidOrder(h, shirt);
      await deliver(h, await orderRow(h, orderId));
      const order = await orderRow(h, orderId);
      const ask = (token: string) =>
        post(
          `/admin/orders/${orderId}/refunds`,
          { amountPaise: order.totalPaise, reason: 'Parcel damaged', expectedRefundedPaise: 0 },
          token,
        );
      const answers = await Promise.all(
        round % 2 === 0 ? [ask(first.token), ask(second.token)] : [ask(second.token), ask(first.token)],
      );
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([201, 409]);
      expect(await refundsOf(h, orderId), `round ${round}`).toHaveLength(1);
      expect(await razorpayEntity(h, `/payments/${order.razorpayPaymentId}`)).toMatchObject({
        amount_refunded: order.totalPaise,
      });
    }
  });

  it('make one cancellation with one refund', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId } = await paidOrder(h, shirt);
      const ask = (token: string) => post(`/admin/orders/${orderId}/cancel`, { reason: 'Buyer called twice' }, token);
      const answers = await Promise.all([ask(first.token), ask(second.token)]);
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 409]);
      expect(await refundsOf(h, orderId), `round ${round}`).toHaveLength(1);
    }
  });
});

describe('a cancellation racing the courier', () => {
  it('either cancels (and the pickup is ignored) or is refused as dispatched, never both', async () => {
    for (let round = 0; round < 4; round++) {
      const { orderId } = await paidOrder(h, shirt);
      const [snapshot] = await db().select(orderForStatus).from(orders).where(eq(orders.id, orderId));
      if (!snapshot) throw new Error('no order');
      const pickup = () => applyShippingStatus(db(), snapshot, { shippingStatus: 'SHIPPED', orderStatus: 'Shipped' });
      const cancel = () => post(`/admin/orders/${orderId}/cancel`, { reason: 'Changed mind' }, first.token);
      const [picked, cancelled] =
        round % 2 === 0
          ? await Promise.all([pickup(), cancel()])
          : await Promise.all([cancel(), pickup()]).then(([c, p]) => [p, c] as const);
      const order = await orderRow(h, orderId);
      const refunds = await refundsOf(h, orderId);
      if (cancelled.status === 200) {
        expect(order.orderStatus, `round ${round}`).toBe('Cancelled');
        expect(picked, `round ${round}`).toBe('unchanged');
        expect(refunds, `round ${round}`).toHaveLength(1);
      } else {
        expect(cancelled.body, `round ${round}`).toMatchObject({ code: 'already_dispatched' });
        expect(order.orderStatus, `round ${round}`).toBe('Shipped');
        expect(refunds, `round ${round}`).toHaveLength(0);
      }
    }
  });
});

describe('a refund racing the delivery webhook', () => {
  it('refunds a shipped order once whether the delivery lands first or second', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId } = await paidOrder(h, shirt);
      await db()
        .update(orders)
        .set({ orderStatus: 'Shipped', shippingStatus: 'SHIPPED' })
        .where(eq(orders.id, orderId));
      const [snapshot] = await db().select(orderForStatus).from(orders).where(eq(orders.id, orderId));
      if (!snapshot) throw new Error('no order');
      const delivered = () =>
        applyShippingStatus(db(), snapshot, {
          shippingStatus: 'DELIVERED',
          orderStatus: 'Delivered',
          deliveredAt: null,
        });
      const refund = () =>
        post(`/admin/orders/${orderId}/refunds`, { amountPaise: 10_000, reason: 'Late' }, first.token);
      const [d, r] = await Promise.all([delivered(), refund()]);
      expect(d, `round ${round}`).toBe('updated');
      expect(r.status, `round ${round}`).toBe(201);
      expect((await orderRow(h, orderId)).orderStatus).toBe('Delivered');
      expect(await refundsOf(h, orderId), `round ${round}`).toHaveLength(1);
    }
  });
});

describe('a cancellation racing the shipment’s creation', () => {
  it('never leaves a live Shiprocket order for a cancelled order', async () => {
    for (let round = 0; round < 3; round++) {
      await h.shiprocket.outage(true);
      let orderId: string;
      try {
        ({ orderId } = await paidOrder(h, shirt));
      } finally {
        await h.shiprocket.outage(false);
      }
      const order = await orderRow(h, orderId);
      expect(order.shiprocketOrderId).toBeNull();
      const later = new Date(Date.now() + 60 * 60_000);
      await Promise.all([
        h.retry(later),
        post(`/admin/orders/${orderId}/cancel`, { reason: 'Buyer cancelled' }, first.token),
      ]);
      expect((await orderRow(h, orderId)).orderStatus).toBe('Cancelled');
      const live = (await h.shiprocket.shipments(order.orderNumber)).filter((s) => s.status !== 'CANCELLED');
      expect(live, `round ${round}`).toEqual([]);
    }
  });
});
