import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../../catalog/product-json.js';
import { orders, productSkus } from '../../db/schema.js';
import { call, newBuyer, type SignedInBuyer } from '../../test/accounts.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import {
  type AnyCheckoutAnswer,
  addToCart,
  type CheckoutHarness,
  checkoutBody,
  confirmCod,
  JAIPUR,
  KEY_ID,
  type PlaceAnswer,
  placeOrder,
  startCheckout,
  startCheckoutHarness,
} from '../../test/checkout.js';
import { signedInStaff, type TestStaff } from '../../test/staff.js';
import type { OrderJson } from '../order-json.js';
import type { AdminOrderJson, DayJson, OrderRowJson } from './schemas.js';

/** The desk's order list, one order and the day's home, against the real api and sandbox. */
let h: CheckoutHarness;
let shirt: ProductJson;
let desk: TestStaff & { token: string };
let catalogue: TestStaff & { token: string };
let since: string;

const MUMBAI = { ...JAIPUR, city: 'Mumbai', state: 'Maharashtra', pincode: '400001', phone: '+91 98200 11223' };

/** A COD order, a card order and a UPI order, the last two delivered to Mumbai. */
let cod: OrderJson;
let card: OrderJson;
let upi: OrderJson;
let buyer: SignedInBuyer;

async function codOrder(who: SignedInBuyer): Promise<OrderJson> {
  await addToCart(h, who, shirt._id, 1, { color: 'White', size: '40' });
  const started = await call<AnyCheckoutAnswer>(
    h.api,
    'POST',
    '/payment/order',
    checkoutBody({ paymentMethod: 'cod', email: who.email }),
    { token: who.token },
  );
  const placed = await call<PlaceAnswer>(
    h.api,
    'POST',
    '/order/cod',
    { checkoutId: started.body.result._id },
    { token: who.token },
  );
  expect(placed.status).toBe(201);
  return placed.body.result;
}

async function paidOrder(who: SignedInBuyer, by: 'card' | 'upi'): Promise<OrderJson> {
  await addToCart(h, who, shirt._id, 2, { color: 'White', size: '40' });
  const started = await startCheckout(h, who, { deliveryAddress: MUMBAI, phone: MUMBAI.phone, email: who.email });
  expect(started.status).toBe(201);
  const { razorpayOrderId } = started.body.result;
  const paid =
    by === 'card'
      ? await h.razorpay.pay(razorpayOrderId, { key: KEY_ID })
      : await h.razorpay.payUpi(razorpayOrderId, { key: KEY_ID, vpa: 'success@razorpay' });
  if (!paid.ok) throw new Error(paid.error.description);
  const placed = await placeOrder(h, who, paid.result);
  expect(placed.status).toBe(201);
  return placed.body.result;
}

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture Ledger Shirt',
    variants: [{ color: 'White', sizes: ['40', '42'], salePaise: 249_900, stock: 100 }],
  });
  desk = await signedInStaff(h.api, 'orders');
  catalogue = await signedInStaff(h.api, 'catalogue');
  since = new Date(Date.now() - 1000).toISOString();
  buyer = await newBuyer(h.api);
  cod = await codOrder(buyer);
  card = await paidOrder(buyer, 'card');
  upi = await paidOrder(await newBuyer(h.api), 'upi');
});
afterAll(() => h.close());

type Page = { result: OrderRowJson[]; nextCursor: string | null; code?: string };
const list = (query: Record<string, string>, token = desk.token) =>
  call<Page>(h.api, 'GET', `/admin/orders?${new URLSearchParams({ from: since, ...query })}`, undefined, { token });
const numbers = async (query: Record<string, string>) => {
  const answer = await list(query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.map((row) => row.orderNumber);
};

describe('the order list', () => {
  it('filters by payment method as Razorpay tells it (card, UPI) and cash on delivery', async () => {
    expect(await numbers({ payment: 'cod' })).toEqual([cod.orderNumber]);
    expect(await numbers({ payment: 'card' })).toEqual([card.orderNumber]);
    expect(await numbers({ payment: 'upi' })).toEqual([upi.orderNumber]);
  });

  it('filters by status, the COD queue, pincode, state and dates, newest first', async () => {
    expect(await numbers({})).toEqual([upi.orderNumber, card.orderNumber, cod.orderNumber]);
    expect(await numbers({ toConfirm: 'true' })).toEqual([cod.orderNumber]);
    expect(await numbers({ pincode: '400001' })).toEqual([upi.orderNumber, card.orderNumber]);
    expect(await numbers({ state: 'maharashtra' })).toEqual([upi.orderNumber, card.orderNumber]);
    expect(await numbers({ status: 'Pending', pincode: JAIPUR.pincode })).toEqual([cod.orderNumber]);
    expect(await numbers({ to: since })).toEqual([]);
  });

  it('finds an order by its number, its buyer’s email in any case, or the phone however it is typed', async () => {
    expect(await numbers({ q: card.orderNumber })).toEqual([card.orderNumber]);
    expect(await numbers({ q: buyer.email.toUpperCase() })).toEqual([card.orderNumber, cod.orderNumber]);
    expect(await numbers({ q: '098200-11223' })).toEqual([upi.orderNumber, card.orderNumber]);
    expect(await numbers({ q: 'nobody@example.in' })).toEqual([]);
  });

  it('pages by cursor without skipping or repeating an order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list({ limit: '1', ...(cursor ? { cursor } : {}) });
      seen.push(...page.body.result.map((row) => row.orderNumber));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([upi.orderNumber, card.orderNumber, cod.orderNumber]);
  });

  it('flags a COD order waiting past the set time, and refuses bad filters and the catalogue role', async () => {
    const [row] = (await list({ q: cod.orderNumber })).body.result;
    expect(row?.confirmation).toEqual({ waiting: true, overdue: false, confirmedAt: null, confirmedBy: null });
    await h.api.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(orders.id, cod._id));
    const [late] = (await list({ q: cod.orderNumber, from: new Date(0).toISOString() })).body.result;
    expect(late?.confirmation).toMatchObject({ waiting: true, overdue: true });
    await h.api.database.db.update(orders).set({ createdAt: new Date() }).where(eq(orders.id, cod._id));

    const bad = await list({ payment: 'cheque', pincode: '12' });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_input']);
    const refused = await list({}, catalogue.token);
    expect([refused.status, refused.body.code]).toEqual([403, 'staff_forbidden']);
  });
});

describe('one order', () => {
  it('answers lines, amounts, payment, shipment, documents; its PDF invoice too', async () => {
    const answer = await call<{ result: AdminOrderJson }>(h.api, 'GET', `/admin/orders/${card._id}`, undefined, {
      token: desk.token,
    });
    expect(answer.status).toBe(200);
    const order = answer.body.result;
    expect(order).toMatchObject({
      orderNumber: card.orderNumber,
      buyerId: buyer.id,
      paymentMethod: 'razorpay',
      paymentInstrument: 'card',
      items: 2,
      confirmation: null,
      deliveryAddress: { pincode: '400001', state: 'Maharashtra' },
      payment: { razorpayPaymentId: card.razorpayPaymentId },
      shipment: { shiprocketOrderId: card.shiprocketOrderId },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ name: 'Fixture Ledger Shirt', quantity: 2, unitPricePaise: 249_900 }),
    ]);
    expect(order.amounts.subtotalPaise).toBe(499_800);
    expect(order.documents.invoiceNumber).toMatch(/\S/);
    expect(order.shipment.tracking).toMatchObject({ status: expect.any(String) });

    const pdf = await h.api.app.inject({
      method: 'GET',
      url: `/API/v1/admin/orders/${card._id}/invoice.pdf`,
      headers: { authorization: `Bearer ${desk.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const noNote = await call<{ code: string }>(h.api, 'GET', `/admin/orders/${card._id}/credit-note.pdf`, undefined, {
      token: desk.token,
    });
    expect([noNote.status, noNote.body.code]).toEqual([404, 'not_found']);
  });

  it('says who confirmed a COD order', async () => {
    const other = await codOrder(await newBuyer(h.api));
    await confirmCod(h, other);
    const answer = await call<{ result: AdminOrderJson }>(h.api, 'GET', `/admin/orders/${other._id}`, undefined, {
      token: desk.token,
    });
    expect(answer.body.result.confirmation).toMatchObject({ waiting: false, overdue: false });
    expect(answer.body.result.confirmation?.confirmedBy).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body.result.shipment.shiprocketOrderId).not.toBeNull();
    expect(answer.body.result.audit).toEqual([
      expect.objectContaining({ action: 'order.confirm_cod', entity: 'order', entityId: other._id }),
    ]);
  });
});

describe("the day's home", () => {
  it('counts today’s orders and takings, the COD queue and low sizes; each part only for a role that reads it', async () => {
    const [size42] = await h.api.database.db
      .update(productSkus)
      .set({ stock: 2 })
      .where(
        sql`${productSkus.size} = '42' and ${productSkus.variantId} in (select id from product_variants where product_id = ${shirt._id})`,
      )
      .returning({ id: productSkus.id });
    const ownerDay = await call<{ result: DayJson }>(h.api, 'GET', '/admin/day', undefined, { token: desk.token });
    expect(ownerDay.status).toBe(200);
    const day = ownerDay.body.result;
    expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(day.orders?.todayCount).toBeGreaterThanOrEqual(3);
    expect(day.orders?.todayRevenuePaise).toBeGreaterThanOrEqual(
      card.orderValuePaise + upi.orderValuePaise + cod.orderValuePaise,
    );
    expect(day.orders?.codWaiting).toBeGreaterThanOrEqual(1);
    expect(day.orders?.returnsWaiting).toBe(0);
    expect(day.orders?.byStatus).toContainEqual({ status: 'Pending', count: expect.any(Number) });
    // The orders role reads the catalogue too (it looks products up for exchanges).
    expect(day.lowStock).toContainEqual(expect.objectContaining({ skuId: size42?.id, stock: 2, size: '42' }));

    const catalogueDay = await call<{ result: DayJson }>(h.api, 'GET', '/admin/day', undefined, {
      token: catalogue.token,
    });
    expect(catalogueDay.body.result.orders).toBeNull();
    expect(catalogueDay.body.result.lowStock).toContainEqual(expect.objectContaining({ skuId: size42?.id }));
  });
});
