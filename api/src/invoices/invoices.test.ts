import type { InvoiceDocument } from '@sutra/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app.js';
import type { ProductJson } from '../catalog/product-json.js';
import { creditNotes, invoices, orderLines } from '../db/schema.js';
import type { OrderJson } from '../orders/order-json.js';
import { ORDER_NOT_FOUND } from '../orders/service.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { addToCart, buy, type CheckoutHarness, givePoints, JAIPUR, startCheckoutHarness } from '../test/checkout.js';
import { pdfText } from '../test/pdf-text.js';
import { shippingWebhook as postStatus, shipmentIs } from '../test/shipping.js';
import { signedInStaff } from '../test/staff.js';
import { CREDIT_NOTE_NOT_FOUND } from './service.js';

let h: CheckoutHarness;
let blazer: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  blazer = await createProduct(h.api.database.db, {
    name: 'Fixture Linen Blazer',
    variants: [{ color: 'Beige', sizes: ['40'], salePaise: 899_900 }],
  });
  await h.razorpay.pauseWebhooks(true);
});
afterAll(() => h.close());

const BENGALURU = { ...JAIPUR, state: 'Karnataka', city: 'Bengaluru', pincode: '560087' };

async function placeOne(buyer: SignedInBuyer, overrides: Record<string, unknown> = {}): Promise<OrderJson> {
  await addToCart(h, buyer, blazer._id, 1, { color: 'Beige', size: '40' });
  const { placed } = await buy(h, buyer, overrides);
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  return placed.body.result;
}

type InvoiceAnswer = { success: true; result: InvoiceDocument & { creditNote: InvoiceDocument | null } };
const getInvoice = (buyer: SignedInBuyer | null, orderId: string) =>
  call<InvoiceAnswer>(h.api, 'GET', `/orders/${orderId}/invoice`, undefined, buyer ? { token: buyer.token } : {});
const getPdf = (buyer: SignedInBuyer, path: string) =>
  h.api.app.inject({ method: 'GET', url: `${API_PREFIX}${path}`, headers: { authorization: `Bearer ${buyer.token}` } });
const shippingWebhook = (order: OrderJson, current_status: string) => postStatus(h, order, current_status);
/** The database's refusal (drizzle wraps it: the trigger's message is the cause's). */
async function expectRefusedAsImmutable(statement: PromiseLike<unknown>): Promise<void> {
  const error: unknown = await Promise.resolve(statement).then(
    () => null,
    (e: unknown) => e,
  );
  const cause = (error as { cause?: { message?: string } } | null)?.cause;
  expect(cause?.message ?? String(error)).toMatch(/issued tax documents are immutable/);
}
const notFound = (message: string) => ({ status: 404, body: { success: false, status: false, message } });

describe('the invoice issued with an order', () => {
  it('is issued in the placement, with the seller, buyer, place of supply and CGST + SGST within Rajasthan', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me);
    const stored = await h.api.database.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(stored).toHaveLength(1);
    const answer = await getInvoice(me, order._id);
    expect(answer.status).toBe(200);
    const invoice = answer.body.result;
    expect(invoice.number).toBe(stored[0]?.number);
    expect(invoice.number).toMatch(/^SUT\/\d\d-\d\d\/\d{6}$/);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      order: { id: order._id, number: order.orderNumber },
      seller: { gstin: '08AAKCS4821M1ZW', stateCode: '08' },
      billTo: { name: 'Arjun Mehta', state: 'Rajasthan', stateCode: '08', gstin: null },
      placeOfSupply: { state: 'Rajasthan', stateCode: '08' },
      supply: 'intra-state',
      payment: { method: 'razorpay' },
      amountInWords: 'Rupees Eight Thousand Nine Hundred Ninety-Nine Only',
      creditNote: null,
    });
    // ₹8,999 a piece is above ₹2,625: 18 %, as 9 % + 9 %, under the heading of its department (suits: 6203).
    const [line] = invoice.lines;
    expect(line).toMatchObject({ kind: 'goods', hsn: '6203', quantity: 1, rateBp: 1800, totalPaise: 899_900 });
    expect(line).toMatchObject({ description: 'Fixture Linen Blazer', detail: 'Color: Beige · Size: 40' });
    expect(line?.igstPaise).toBe(0);
    expect(line?.cgstPaise).toBe(line?.sgstPaise);
    expect(invoice.totals).toMatchObject({ totalPaise: 899_900, payablePaise: 899_900, roundOffPaise: 0 });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('charges IGST for a delivery outside Rajasthan, and spreads a coupon over the lines', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me, { deliveryAddress: BENGALURU, couponCode: 'SUTRA10' });
    const { result: invoice } = (await getInvoice(me, order._id)).body;
    expect(invoice).toMatchObject({
      placeOfSupply: { state: 'Karnataka', stateCode: '29' },
      supply: 'inter-state',
      reductions: { couponCode: 'SUTRA10', discountPaise: 89_990 },
    });
    expect(invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(0);
    expect(invoice.totals.igstPaise).toBeGreaterThan(0);
    expect(invoice.lines[0]?.discountPaise).toBe(89_990);
    expect(invoice.totals.totalPaise).toBe(order.orderValuePaise);
  });

  it('bills the billing address, ships to the delivery address, and counts coupon then points as reductions', async () => {
    const me = await newBuyer(h.api);
    await givePoints(h, me.id, 500);
    const billingAddress = {
      name: 'Kavya Mehta',
      phone: '9123456780',
      add1: '7 MI Road',
      add2: '',
      landmark: '',
      state: 'Rajasthan',
      city: 'Jaipur',
      pincode: '302001',
    };
    // Two pieces, delivered to someone other than the buyer.
    await addToCart(h, me, blazer._id, 1, { color: 'Beige', size: '40' });
    const deliveryAddress = { ...JAIPUR, name: 'Rohan Mehta' };
    const order = await placeOne(me, {
      billingAddress,
      deliveryAddress,
      couponCode: 'SUTRA10',
      useMembershipPoints: true,
    });
    expect(order.membershipPointsUsed).toBeGreaterThan(0);
    const { result: invoice } = (await getInvoice(me, order._id)).body;
    expect(invoice.billTo).toEqual({
      name: 'Kavya Mehta',
      addressLines: ['7 MI Road', 'Jaipur, Rajasthan 302001', 'Phone 9123456780'],
      state: 'Rajasthan',
      stateCode: '08',
      gstin: null,
    });
    expect(invoice.shipTo).toMatchObject({
      name: 'Rohan Mehta',
      addressLines: [
        '14 Johari Bazaar Road',
        'Near Hawa Mahal',
        'Opposite Badi Chaupar',
        'Jaipur, Rajasthan 302003',
        'Phone 9876543210',
      ],
    });
    expect(invoice.reductions).toEqual({
      couponCode: 'SUTRA10',
      discountPaise: 179_980,
      pointsUsed: order.membershipPointsUsed,
      pointsOffPaise: order.membershipPointsUsed * 100,
    });
    // Free delivery and no cash-on-delivery fee: the goods are the only line.
    expect(invoice.lines.map((line) => line.kind)).toEqual(['goods']);
    expect(invoice.payment).toEqual({ method: 'razorpay', label: 'Prepaid online (Razorpay)' });
    expect(invoice.totals.totalPaise).toBe(order.orderValuePaise);
    expect(invoice.lines[0]).toMatchObject({ quantity: 2, discountPaise: 179_980 + order.membershipPointsUsed * 100 });
    expect(invoice.totals.totalPaise).toBe(2 * 899_900 - 179_980 - order.membershipPointsUsed * 100);
  });

  it('answers another buyer’s order, a missing one and a malformed id exactly alike: 404', async () => {
    const owner = await newBuyer(h.api);
    const other = await newBuyer(h.api);
    const order = await placeOne(owner);
    const expected = notFound(ORDER_NOT_FOUND);
    expect(await getInvoice(other, order._id)).toMatchObject(expected);
    expect(await getInvoice(other, '00000000-0000-4000-8000-000000000000')).toMatchObject(expected);
    expect(await getInvoice(other, 'not-an-id')).toMatchObject(expected);
    for (const path of ['invoice.pdf', 'credit-note', 'credit-note.pdf']) {
      const answer = await getPdf(other, `/orders/${order._id}/${path}`);
      expect([answer.statusCode, answer.json().message]).toEqual([404, ORDER_NOT_FOUND]);
    }
    expect((await getInvoice(null, order._id)).status).toBe(401);
  });

  it('is a PDF to download, holding the invoice number, the GSTIN and the amount in words', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me);
    const number = (await getInvoice(me, order._id)).body.result.number;
    const pdf = await getPdf(me, `/orders/${order._id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${number.replaceAll('/', '-')}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(number);
    expect(text).toContain('08AAKCS4821M1ZW');
    expect(text).toContain('Rupees Eight Thousand Nine Hundred Ninety-Nine Only');
    expect(text).toContain('Rs. 8,999.00');
  });

  it('cannot be changed or removed, even by a direct statement', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me);
    const db = h.api.database.db;
    await expectRefusedAsImmutable(
      db.update(invoices).set({ number: 'SUT/26-27/999999' }).where(eq(invoices.orderId, order._id)),
    );
    await expectRefusedAsImmutable(db.delete(invoices).where(eq(invoices.orderId, order._id)));
    expect((await getInvoice(me, order._id)).body.result.order.id).toBe(order._id);
  });
});

describe('an order placed before invoices were issued', () => {
  /** As if the order had been placed before invoices existed: the test's own hand takes its invoice back. */
  async function forgetInvoice(orderId: string) {
    const db = h.api.database.db;
    await db.execute(sql`alter table invoices disable trigger invoices_immutable`);
    await db.delete(invoices).where(eq(invoices.orderId, orderId));
    await db.execute(sql`alter table invoices enable trigger invoices_immutable`);
  }

  it('gets its invoice on the first request, numbered then, and the same one after', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me);
    await forgetInvoice(order._id);
    const [first, second] = await Promise.all([getInvoice(me, order._id), getInvoice(me, order._id)]);
    expect(first.status).toBe(200);
    expect(second.body.result.number).toBe(first.body.result.number);
    expect(await h.api.database.db.select().from(invoices).where(eq(invoices.orderId, order._id))).toHaveLength(1);
  });

  it('lists a line’s colour and size first, then any other option in alphabetical order', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me);
    await forgetInvoice(order._id);
    // A line with more options than the store sells today (jsonb hands its keys back shortest first).
    await h.api.database.db
      .update(orderLines)
      .set({ attributes: { size: '40', color: 'Beige', fit: 'Slim', cuff: 'French' } })
      .where(eq(orderLines.orderId, order._id));
    const { result } = (await getInvoice(me, order._id)).body;
    expect(result.lines[0]?.detail).toBe('Color: Beige · Size: 40 · Cuff: French · Fit: Slim');
  });

  it('gets its credit note with it when it was cancelled meanwhile', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me);
    await forgetInvoice(order._id);
    await shipmentIs(h, order, 'CANCELLED');
    await shippingWebhook(order, 'CANCELLED');
    const { result } = (await getInvoice(me, order._id)).body;
    expect(result.creditNote).toMatchObject({ kind: 'credit-note', creditsInvoice: { number: result.number } });
  });
});

describe('a product’s own HSN code and GST rate', () => {
  /** A product the store sells at ₹8,999: the apparel rule says 18 % under its department's 6203. */
  let kurta: ProductJson;
  let staffToken: string;
  beforeAll(async () => {
    kurta = await createProduct(h.api.database.db, {
      name: 'Fixture Silk Kurta Set',
      variants: [{ color: 'Ivory', sizes: ['40'], salePaise: 899_900 }],
    });
    staffToken = (await signedInStaff(h.api, 'catalogue')).token;
  });

  /** Sets the product's own code and rate as the back office does (null: none of its own). */
  async function setTax(hsnCode: string | null, gstRateBp: number | null) {
    const current = await call<{ result: { version: number } }>(
      h.api,
      'GET',
      `/admin/products/${kurta._id}`,
      undefined,
      { token: staffToken },
    );
    const saved = await call(
      h.api,
      'PATCH',
      `/admin/products/${kurta._id}`,
      { version: current.body.result.version, hsnCode, gstRateBp },
      { token: staffToken },
    );
    expect(saved.status).toBe(200);
  }

  async function placeKurta(buyer: SignedInBuyer): Promise<OrderJson> {
    await addToCart(h, buyer, kurta._id, 1, { color: 'Ivory', size: '40' });
    const { placed } = await buy(h, buyer);
    if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
    return placed.body.result;
  }

  const forgetInvoice = async (orderId: string) => {
    const db = h.api.database.db;
    await db.execute(sql`alter table invoices disable trigger invoices_immutable`);
    await db.delete(invoices).where(eq(invoices.orderId, orderId));
    await db.execute(sql`alter table invoices enable trigger invoices_immutable`);
  };

  it('bills the product under its own code and at its own rate, the delivery going with it', async () => {
    await setTax('62114290', 500);
    const me = await newBuyer(h.api);
    const order = await placeKurta(me);
    const { result: invoice } = (await getInvoice(me, order._id)).body;
    expect(invoice.lines[0]).toMatchObject({ kind: 'goods', hsn: '62114290', rateBp: 500, totalPaise: 899_900 });
    expect(invoice.hsn).toEqual([expect.objectContaining({ hsn: '62114290', rateBp: 500 })]);
    expect(invoice.totals.totalPaise).toBe(order.orderValuePaise);
  });

  it('bills the department’s heading and the rate by price when the product has none of its own', async () => {
    await setTax(null, null);
    const me = await newBuyer(h.api);
    const order = await placeKurta(me);
    const { result: invoice } = (await getInvoice(me, order._id)).body;
    expect(invoice.lines[0]).toMatchObject({ hsn: '6203', rateBp: 1800 });
  });

  it('keeps what an order was sold under when the product’s rate changes before its invoice is issued', async () => {
    await setTax('62114290', 500);
    const me = await newBuyer(h.api);
    const soldAtOwnRate = await placeKurta(me);
    await setTax(null, null);
    const soldUnderTheRule = await placeKurta(me);
    // Both invoices issued only now, after the product changed again (orders placed before invoices were issued).
    await forgetInvoice(soldAtOwnRate._id);
    await forgetInvoice(soldUnderTheRule._id);
    await setTax('62114900', 1800);

    const first = (await getInvoice(me, soldAtOwnRate._id)).body.result;
    expect(first.lines[0]).toMatchObject({ hsn: '62114290', rateBp: 500 });
    const second = (await getInvoice(me, soldUnderTheRule._id)).body.result;
    expect(second.lines[0]).toMatchObject({ hsn: '6203', rateBp: 1800 });
    // And an order placed now bills the product's new code and rate.
    const third = await placeKurta(me);
    expect((await getInvoice(me, third._id)).body.result.lines[0]).toMatchObject({ hsn: '62114900', rateBp: 1800 });
  });
});

describe('the credit note of a cancelled or returned order', () => {
  it('is issued once when Shiprocket cancels the order, however often the webhook repeats', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me);
    expect((await getPdf(me, `/orders/${order._id}/credit-note`)).json().message).toBe(CREDIT_NOTE_NOT_FOUND);
    await shipmentIs(h, order, 'CANCELLED');
    for (let i = 0; i < 3; i++) expect((await shippingWebhook(order, 'CANCELED')).statusCode).toBe(200);
    const notes = await h.api.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id));
    expect(notes).toHaveLength(1);
    const { result: invoice } = (await getInvoice(me, order._id)).body;
    expect(invoice.creditNote).toMatchObject({
      kind: 'credit-note',
      number: notes[0]?.number,
      creditsInvoice: { number: invoice.number },
      reason: 'Order cancelled',
      totals: invoice.totals,
    });
    expect(invoice.creditNote?.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    const pdf = await getPdf(me, `/orders/${order._id}/credit-note.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf.rawPayload)).toContain(notes[0]?.number);
    await expectRefusedAsImmutable(h.api.database.db.delete(creditNotes).where(eq(creditNotes.orderId, order._id)));
  });

  it('cannot be changed, rewritten or emptied, even by a direct statement', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me);
    await shipmentIs(h, order, 'CANCELLED');
    await shippingWebhook(order, 'CANCELLED');
    const db = h.api.database.db;
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id));
    expect(note?.reason).toBe('Order cancelled');
    await expectRefusedAsImmutable(
      db.update(creditNotes).set({ reason: 'Goodwill' }).where(eq(creditNotes.orderId, order._id)),
    );
    await expectRefusedAsImmutable(
      db
        .update(creditNotes)
        .set({ document: { ...(note?.document as InvoiceDocument), number: 'CN/26-27/999999' } })
        .where(eq(creditNotes.orderId, order._id)),
    );
    await expectRefusedAsImmutable(db.execute(sql`truncate credit_notes`));
    const [after] = await db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id));
    expect(after).toEqual(note);
  });

  it('is issued when the order comes back (RTO), numbered in its own series', async () => {
    const me = await newBuyer(h.api);
    const order = await placeOne(me);
    await shipmentIs(h, order, 'RTO_INITIATED');
    await shippingWebhook(order, 'SHIPPED');
    await shippingWebhook(order, 'RTO INITIATED');
    await shipmentIs(h, order, 'RTO_DELIVERED');
    await shippingWebhook(order, 'RTO DELIVERED');
    const notes = await h.api.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id));
    expect(notes.map((n) => n.reason)).toEqual(['Order returned to origin']);
    expect(notes[0]?.number.startsWith('CN/')).toBe(true);
  });
});
