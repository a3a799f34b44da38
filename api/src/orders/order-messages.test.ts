import { randomUUID } from 'node:crypto';
import {
  hubSignature,
  type SmsSandboxClient,
  smsSandboxClient,
  type WhatsAppJson,
  type WhatsAppSandboxClient,
  whatsappSandboxClient,
} from '@sutra/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import type { ProductJson } from '../catalog/product-json.js';
import { buyers, orders } from '../db/schema.js';
import { call, newBuyer, type SignedInBuyer, TEST_JWT_SECRET } from '../test/accounts.js';
import { createProduct, stockOf } from '../test/catalog-fixtures.js';
import {
  type AnyCheckoutAnswer,
  addToCart,
  buy,
  type CheckoutHarness,
  checkoutBody,
  confirmCod,
  type PlaceAnswer,
  startCheckoutHarness,
} from '../test/checkout.js';
import { shipmentIs, shippingWebhook } from '../test/shipping.js';
import { signedInStaff } from '../test/staff.js';
import { CodConfirmationLinks } from './cod-links.js';
import type { OrderJson } from './order-json.js';
import { renderOrderUpdate } from './order-messages.js';

/** An order's news on the buyer's phone, against the real api and the sandbox's WhatsApp, SMS and Shiprocket. */
let h: CheckoutHarness;
let shirt: ProductJson;
let whatsapp: WhatsAppSandboxClient;
let sms: SmsSandboxClient;

beforeAll(async () => {
  h = await startCheckoutHarness();
  // Orders are placed by the browser's call here; the payment webhook would only repeat it.
  await h.razorpay.pauseWebhooks(true);
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture Message Shirt',
    variants: [{ color: 'White', sizes: ['40'], salePaise: 149_900, stock: 500 }],
  });
  whatsapp = whatsappSandboxClient(h.sandbox.url);
  sms = smsSandboxClient(h.sandbox.url);
});
afterAll(() => h.close());
beforeEach(async () => {
  await whatsapp.outage(false);
  await sms.outage(false);
});

let nextNumber = 7_000_000_000;
/** A mobile number of its own for each order, so inboxes never mix. */
const newNumber = () => {
  nextNumber += 1;
  return String(nextNumber);
};

const drain = () => h.api.app.messages.drain();
const templatesTo = async (phone: string) => (await whatsapp.list(phone)).map((m) => m.template).sort();
const stored = async (orderId: string) => {
  const [row] = await h.api.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
};

async function paidOrder(buyer: SignedInBuyer, phone: string, whatsappUpdates: boolean | undefined) {
  await addToCart(h, buyer, shirt._id, 1, { color: 'White', size: '40' });
  const { placed } = await buy(h, buyer, { phone, email: buyer.email, whatsappUpdates });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.result;
}

async function codOrder(buyer: SignedInBuyer, phone: string, whatsappUpdates: boolean): Promise<OrderJson> {
  await addToCart(h, buyer, shirt._id, 1, { color: 'White', size: '40' });
  const started = await call<AnyCheckoutAnswer>(
    h.api,
    'POST',
    '/payment/order',
    checkoutBody({ paymentMethod: 'cod', email: buyer.email, phone, whatsappUpdates }),
    { token: buyer.token },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const placed = await call<PlaceAnswer>(
    h.api,
    'POST',
    '/order/cod',
    { checkoutId: started.body.result._id },
    { token: buyer.token },
  );
  expect(placed.status).toBe(201);
  return placed.body.result;
}

describe('consent', () => {
  it('with consent a paid order is told on WhatsApp, and the choice is saved as the buyer’s', async () => {
    const buyer = await newBuyer(h.api);
    const phone = newNumber();
    const order = await paidOrder(buyer, phone, true);
    await drain();
    const told = await whatsapp.waitFor(phone, { template: 'order_placed' });
    expect(told.params).toEqual(['Arjun', order.orderNumber, '₹1,499', 'We will message you here when it ships.']);
    expect(told.buttons).toEqual([expect.objectContaining({ kind: 'url', url: expect.stringContaining(order._id) })]);
    expect(await sms.list(phone)).toEqual([]);
    const [saved] = await h.api.database.db
      .select({ whatsappUpdates: buyers.whatsappUpdates })
      .from(buyers)
      .where(eq(buyers.id, buyer.id));
    expect(saved?.whatsappUpdates).toBe(true);

    // The next checkout without a word keeps the saved choice.
    const next = await paidOrder(buyer, phone, undefined);
    expect((await stored(next._id)).whatsappUpdates).toBe(true);
  });

  it('without consent the same news comes by SMS, and nothing on WhatsApp', async () => {
    const buyer = await newBuyer(h.api);
    const phone = newNumber();
    const order = await paidOrder(buyer, phone, false);
    await drain();
    const [text] = await sms.list(phone);
    expect(text?.body).toContain(`thank you for your order ${order.orderNumber} of Rs. 1,499`);
    expect(await whatsapp.list(phone)).toEqual([]);
  });

  it('the profile shows and changes the choice', async () => {
    const buyer = await newBuyer(h.api);
    const changed = await call<{ result: { whatsappUpdates: boolean } }>(
      h.api,
      'PATCH',
      '/buyer_updateprofile',
      { whatsappUpdates: true },
      { token: buyer.token },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.result.whatsappUpdates).toBe(true);
  });

  it('WhatsApp down: the news comes by SMS in the same round', async () => {
    const buyer = await newBuyer(h.api);
    const phone = newNumber();
    await whatsapp.outage(true);
    const order = await paidOrder(buyer, phone, true);
    await drain();
    const [text] = await sms.list(phone);
    expect(text?.body).toContain(order.orderNumber);
    expect(await whatsapp.list(phone)).toEqual([]);
  });

  it('an order whose phone is no Indian mobile is not messaged (its mail still goes)', async () => {
    const buyer = await newBuyer(h.api);
    const order = await paidOrder(buyer, newNumber(), true);
    await h.api.database.db.update(orders).set({ phone: '+44 20 7946 0958' }).where(eq(orders.id, order._id));
    const rendered = await renderOrderUpdate(
      { db: h.api.database.db, shiprocket: { track: async () => null }, links: undefined as never, publicUrl: '' },
      { kind: 'order-update', orderId: order._id, event: 'delivered' },
    );
    expect(rendered).toBeNull();
  });
});

describe('a message per status change, exactly once', () => {
  it('shipped (courier, AWB, tracking link), out for delivery and delivered, however often and at once heard', async () => {
    const buyer = await newBuyer(h.api);
    const phone = newNumber();
    const placed = await paidOrder(buyer, phone, true);
    await h.retry(new Date(Date.now() + 120_000));
    const order = { ...placed, shiprocketOrderId: (await stored(placed._id)).shiprocketOrderId };

    for (const status of ['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const) {
      await shipmentIs(h, order, status);
      // Shiprocket repeats its webhooks, and two copies may come at once.
      const answers = await Promise.all([shippingWebhook(h, order, status), shippingWebhook(h, order, status)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect((await shippingWebhook(h, order, status)).statusCode).toBe(200);
      // A courier's scan in transit moves the parcel on but is no news: "shipped" is not told again.
      if (status === 'SHIPPED') expect((await shippingWebhook(h, order, 'IN TRANSIT')).statusCode).toBe(200);
    }
    await drain();
    await whatsapp.waitFor(phone, { count: 4 });
    expect(await templatesTo(phone)).toEqual([
      'order_delivered',
      'order_out_for_delivery',
      'order_placed',
      'order_shipped',
    ]);
    const shipped = (await whatsapp.list(phone)).find((m) => m.template === 'order_shipped') as WhatsAppJson;
    const awb = shipped.params[2] as string;
    expect(awb).toMatch(/\w+/);
    expect(shipped.params[0]).toBe(order.orderNumber);
    expect(shipped.buttons).toEqual([
      expect.objectContaining({ kind: 'url', url: expect.stringContaining(`/profile/orders/details/${order._id}/`) }),
    ]);
    expect(await sms.list(phone)).toEqual([]);

    // Another round finds nothing new to tell.
    await shippingWebhook(h, order, 'DELIVERED');
    await drain();
    expect(await whatsapp.list(phone)).toHaveLength(4);
  });
});

describe('a refund issued', () => {
  it('is told once, with its amount, when the desk cancels a paid order', async () => {
    const phone = newNumber();
    const order = await paidOrder(await newBuyer(h.api), phone, true);
    const owner = await signedInStaff(h.api, 'owner');
    const cancelled = await call(
      h.api,
      'POST',
      `/admin/orders/${order._id}/cancel`,
      { reason: 'Buyer called to cancel' },
      { token: owner.token },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await drain();
    const told = await whatsapp.waitFor(phone, { template: 'refund_issued' });
    expect(told.params).toEqual(['₹1,499', order.orderNumber]);
    await drain();
    expect((await whatsapp.list(phone)).filter((m) => m.template === 'refund_issued')).toHaveLength(1);
  });
});

describe('COD confirmed or cancelled by the buyer', () => {
  const deskQueue = async (): Promise<string[]> => {
    const { token } = await signedInStaff(h.api, 'orders');
    const listed = await call<{ result: { id: string }[] }>(h.api, 'GET', '/admin/orders?toConfirm=true', undefined, {
      token,
    });
    expect(listed.status).toBe(200);
    return listed.body.result.map((row) => row.id);
  };

  async function askedOnWhatsApp(buyer: SignedInBuyer, phone: string) {
    const order = await codOrder(buyer, phone, true);
    await drain();
    const question = await whatsapp.waitFor(phone, { template: 'cod_confirm' });
    expect(question.params).toEqual(['Arjun', order.orderNumber, expect.stringMatching(/^₹/)]);
    return { order, question };
  }

  it('a buyer confirms by the WhatsApp reply: the order leaves the desk’s queue; a second tap changes nothing', async () => {
    const buyer = await newBuyer(h.api);
    const phone = newNumber();
    const { order, question } = await askedOnWhatsApp(buyer, phone);
    expect(await deskQueue()).toContain(order._id);
    // No "placed" message for a COD order: the question stands for it.
    expect(await templatesTo(phone)).toEqual(['cod_confirm']);

    expect(await whatsapp.tapQuickReply(question.id, 'Confirm order')).toEqual({ delivered: true, status: 200 });
    const confirmed = await stored(order._id);
    expect(confirmed.codConfirmedBy).toBe('buyer');
    expect(confirmed.codConfirmedAt).not.toBeNull();
    expect(await deskQueue()).not.toContain(order._id);
    await drain();
    expect((await sms.list(phone)).map((m) => m.body)).toEqual([expect.stringContaining('is confirmed')]);

    await whatsapp.tapQuickReply(question.id, 'Confirm order');
    await drain();
    expect((await stored(order._id)).codConfirmedAt).toEqual(confirmed.codConfirmedAt);
    expect(await sms.list(phone)).toHaveLength(1);
  });

  it('another buyer cancels by the WhatsApp reply: stock back, out of the queue; confirming then is refused', async () => {
    const buyer = await newBuyer(h.api);
    const phone = newNumber();
    const { order, question } = await askedOnWhatsApp(buyer, phone);
    const stockBefore = await stockLeft();
    expect(await deskQueue()).toContain(order._id);

    expect((await whatsapp.tapQuickReply(question.id, 'Cancel order')).delivered).toBe(true);
    expect((await stored(order._id)).orderStatus).toBe('Cancelled');
    expect(await stockLeft()).toBe(stockBefore + 1);
    expect(await deskQueue()).not.toContain(order._id);

    // Tapped again, or the webhook replayed: it stays cancelled, the stock is not given back twice.
    await whatsapp.tapQuickReply(question.id, 'Cancel order');
    expect(await stockLeft()).toBe(stockBefore + 1);
    await whatsapp.tapQuickReply(question.id, 'Confirm order');
    const after = await stored(order._id);
    expect(after.orderStatus).toBe('Cancelled');
    expect(after.codConfirmedAt).toBeNull();
    await drain();
    const texts = (await sms.list(phone)).map((m) => m.body);
    expect(texts).toHaveLength(2);
    expect(texts).toEqual(
      expect.arrayContaining([expect.stringContaining('is cancelled'), expect.stringContaining('cannot be confirmed')]),
    );
  });

  it('the desk confirming while the buyer cancels: one of them wins whole', async () => {
    const buyer = await newBuyer(h.api);
    const phone = newNumber();
    const { order, question } = await askedOnWhatsApp(buyer, phone);
    const stockBefore = await stockLeft();
    await Promise.all([
      confirmCod(h, order).catch(() => undefined),
      whatsapp.tapQuickReply(question.id, 'Cancel order'),
    ]);
    const after = await stored(order._id);
    if (after.orderStatus === 'Cancelled') {
      expect(await stockLeft()).toBe(stockBefore + 1);
    } else {
      // Confirmed first: the cancel was refused, nothing given back.
      expect(after.codConfirmedAt).not.toBeNull();
      expect(await stockLeft()).toBe(stockBefore);
    }
    expect(await deskQueue()).not.toContain(order._id);
  });

  it('a cancel after the desk confirmed it is refused, and the buyer told', async () => {
    const buyer = await newBuyer(h.api);
    const phone = newNumber();
    const { order, question } = await askedOnWhatsApp(buyer, phone);
    await confirmCod(h, order);
    await whatsapp.tapQuickReply(question.id, 'Cancel order');
    const after = await stored(order._id);
    expect(after.orderStatus).not.toBe('Cancelled');
    await drain();
    expect((await sms.list(phone)).map((m) => m.body)).toEqual([expect.stringContaining('cannot be cancelled')]);
  });

  async function stockLeft(): Promise<number> {
    return (await stockOf(h.api.database.db, shirt.productVariants[0]?._id as string, '40')) ?? 0;
  }

  it('without consent the question comes by SMS with two signed links: one confirms, one cancels', async () => {
    const firstPhone = newNumber();
    const first = await codOrder(await newBuyer(h.api), firstPhone, false);
    const secondPhone = newNumber();
    const second = await codOrder(await newBuyer(h.api), secondPhone, false);
    await drain();
    const [text] = await sms.list(secondPhone);
    const confirmLink = /\S+\/orders\/confirm-cod\?\S+/.exec(text?.body ?? '')?.[0];
    const cancelLink = /\S+\/orders\/cancel-cod\?\S+/.exec(text?.body ?? '')?.[0];
    if (!confirmLink || !cancelLink) throw new Error(`no links in ${text?.body}`);
    const cancelToken = new URL(cancelLink).searchParams.get('token') as string;
    const confirmToken = new URL(confirmLink).searchParams.get('token') as string;
    expect(new URL(cancelLink).searchParams.get('order')).toBe(second._id);

    // A cancelling link does not confirm, nor another order's cancel.
    const wrongPurpose = await call<{ code: string }>(h.api, 'POST', `/orders/${second._id}/cod-confirmation`, {
      token: cancelToken,
    });
    expect([wrongPurpose.status, wrongPurpose.body.code]).toEqual([400, 'cod_link_invalid']);
    const otherOrder = await call<{ code: string }>(h.api, 'POST', `/orders/${first._id}/cod-cancellation`, {
      token: cancelToken,
    });
    expect([otherOrder.status, otherOrder.body.code]).toEqual([400, 'cod_link_invalid']);
    expect((await stored(first._id)).orderStatus).toBe('Pending');

    // The first buyer confirms by their own texted link: out of the desk's queue, confirmed by the buyer.
    const [firstText] = await sms.list(firstPhone);
    const firstConfirm = /\S+\/orders\/confirm-cod\?\S+/.exec(firstText?.body ?? '')?.[0] ?? '';
    const confirmed = await call<{ result: { confirmedNow: boolean } }>(
      h.api,
      'POST',
      `/orders/${first._id}/cod-confirmation`,
      { token: new URL(firstConfirm).searchParams.get('token') },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.result.confirmedNow).toBe(true);
    expect((await stored(first._id)).codConfirmedBy).toBe('buyer');
    expect(await deskQueue()).not.toContain(first._id);

    const cancelled = await call(h.api, 'POST', `/orders/${second._id}/cod-cancellation`, { token: cancelToken });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await stored(second._id)).orderStatus).toBe('Cancelled');
    expect(await deskQueue()).not.toContain(second._id);
    const again = await call<{ code: string }>(h.api, 'POST', `/orders/${second._id}/cod-cancellation`, {
      token: cancelToken,
    });
    expect([again.status, again.body.code]).toEqual([409, 'already_cancelled']);
    // Its confirming link now finds it cancelled.
    const late = await call<{ code: string }>(h.api, 'POST', `/orders/${second._id}/cod-confirmation`, {
      token: confirmToken,
    });
    expect([late.status, late.body.code]).toEqual([409, 'order_cancelled']);
  });

  it('a cancelling link of a confirmed order is refused with a code', async () => {
    const phone = newNumber();
    const order = await codOrder(await newBuyer(h.api), phone, false);
    await drain();
    const [text] = await sms.list(phone);
    const cancelLink = /\S+\/orders\/cancel-cod\?\S+/.exec(text?.body ?? '')?.[0] as string;
    await confirmCod(h, order);
    const refused = await call<{ code: string }>(h.api, 'POST', `/orders/${order._id}/cod-cancellation`, {
      token: new URL(cancelLink).searchParams.get('token'),
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'cod_already_confirmed']);
    expect((await stored(order._id)).orderStatus).not.toBe('Cancelled');
  });
});

describe('replies the store did not ask for', () => {
  const links = new CodConfirmationLinks(TEST_JWT_SECRET);
  /** A button reply as WhatsApp would post it, signed with the app secret (so only the payload is on trial). */
  const reply = (from: string, payload: string) => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'waba',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550000000', phone_number_id: 'sandbox' },
                messages: [
                  {
                    from: `91${from}`,
                    id: `wamid.${randomUUID()}`,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'button',
                    context: { from: '15550000000', id: 'wamid.original' },
                    button: { text: 'Confirm order', payload },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    return h.api.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/webhooks/whatsapp`,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': hubSignature(h.api.config.messaging.whatsapp.appSecret, body),
      },
      payload: body,
    });
  };

  it('a forged payload, one signed for the other answer, and another number’s reply change nothing', async () => {
    const phone = newNumber();
    const order = await codOrder(await newBuyer(h.api), phone, true);
    const genuine = links.replyData(order._id, 'confirm');
    const signature = genuine.split('.')[2] as string;
    const attempts = [
      [phone, `cod:${order._id}.confirm.${'A'.repeat(43)}`],
      // The confirming signature under a cancel: each answer has its own key.
      [phone, `cod:${order._id}.cancel.${signature}`],
      [phone, `cod:${order._id}.confirm`],
      [phone, `cod:${order._id}.confirm.${signature}.extra`],
      // The right payload, from a number that is not the order's.
      [newNumber(), `cod:${genuine}`],
      [newNumber(), `cod:${links.replyData(order._id, 'cancel')}`],
    ] as const;
    for (const [from, payload] of attempts) {
      const answer = await reply(from, payload);
      expect(answer.statusCode, payload).toBe(200);
    }
    const after = await stored(order._id);
    expect([after.orderStatus, after.codConfirmedAt]).toEqual(['Pending', null]);

    // The genuine reply from the order's own number confirms it.
    expect((await reply(phone, `cod:${genuine}`)).statusCode).toBe(200);
    expect((await stored(order._id)).codConfirmedBy).toBe('buyer');
  });
});
