import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { invoices } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct, setInStock } from '../test/catalog-fixtures.js';
import {
  addToCart,
  buy,
  type CheckoutHarness,
  pay,
  placeOrder,
  startCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';
import { issueInvoice } from './issue.js';
import { drawNumber } from './numbering.js';
import { SANDBOX_SELLER } from './seller.js';

/**
 * Invoice numbers through the real placement path, on a fresh database (this file's orders are its only ones): a
 * gap-free series per financial year, drawn in the placement's transaction. On a PostgreSQL server (the `postgres`
 * project) the placements below really run at once on separate connections.
 */
let h: CheckoutHarness;
let shirt: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture Oxford Shirt',
    variants: [{ color: 'White', salePaise: 189_900 }],
  });
  await h.razorpay.pauseWebhooks(true);
});
afterAll(() => h.close());

const sequences = async () =>
  (await h.api.database.db.select({ s: invoices.sequence }).from(invoices)).map((r) => r.s).sort((a, b) => a - b);
const invoiceOf = async (orderId: string) =>
  (await h.api.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];

async function paidCheckout(buyer: SignedInBuyer) {
  await addToCart(h, buyer, shirt._id, 1, { color: 'White' });
  const started = await startCheckout(h, buyer);
  return pay(h, started.body.result.razorpayOrderId);
}

describe('invoice numbering', () => {
  it('gives 12 orders placed at once the numbers 1 to 12: no gaps, no duplicates', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => newBuyer(h.api)));
    const proofs = await Promise.all(buyers.map((b) => paidCheckout(b)));
    const placed = await Promise.all(buyers.map((b, i) => placeOrder(h, b, proofs[i] as object)));
    expect(placed.map((p) => p.status)).toEqual(Array(12).fill(201));
    expect(await sequences()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const numbers = (await h.api.database.db.select({ n: invoices.number }).from(invoices)).map((r) => r.n);
    expect(new Set(numbers).size).toBe(12);
    for (const n of numbers) expect(n).toMatch(/^SUT\/\d\d-\d\d\/0000(0[1-9]|1[0-2])$/);
    // One invoice per order, on the order placed.
    const ids = placed.map((p) => p.body.result._id);
    for (const id of ids) expect((await invoiceOf(id))?.orderId).toBe(id);
  });

  it('leaves no gap when a placement rolls back, or a transaction that drew a number fails', async () => {
    const before = await sequences();
    await expect(
      inTransaction(h.api.database.db, async (tx) => {
        await drawNumber(tx, 'invoice', new Date());
        throw new Error('the placement failed after drawing its number');
      }),
    ).rejects.toThrow('failed after drawing');
    // A paid checkout whose goods sold out meanwhile is rejected (and refunded): its transaction rolls back.
    const unlucky = await newBuyer(h.api);
    const proof = await paidCheckout(unlucky);
    await setInStock(h.api.database.db, shirt._id, false);
    expect((await placeOrder(h, unlucky, proof)).status).toBe(409);
    await setInStock(h.api.database.db, shirt._id, true);

    const next = await newBuyer(h.api);
    await addToCart(h, next, shirt._id, 1, { color: 'White' });
    const { placed } = await buy(h, next);
    expect(placed.status).toBe(201);
    expect((await invoiceOf(placed.body.result._id))?.sequence).toBe((before.at(-1) ?? 0) + 1);
    expect(await sequences()).toEqual(Array.from({ length: before.length + 1 }, (_, i) => i + 1));
  });

  it('starts a new series on 1 April at midnight India time', async () => {
    const db = h.api.database.db;
    const lastMinute = await inTransaction(db, (tx) =>
      drawNumber(tx, 'invoice', new Date('2031-03-31T23:59:00+05:30')),
    );
    const firstMinute = await inTransaction(db, (tx) =>
      drawNumber(tx, 'invoice', new Date('2031-04-01T00:00:00+05:30')),
    );
    const again = await inTransaction(db, (tx) => drawNumber(tx, 'invoice', new Date('2031-04-01T00:00:01+05:30')));
    expect(lastMinute.number).toBe('SUT/30-31/000001');
    expect(firstMinute.number).toBe('SUT/31-32/000001');
    expect(again.number).toBe('SUT/31-32/000002');
  });

  it('dates and numbers an invoice issued at 31 March 23:59 and one at 1 April 00:00 IST in their own years', async () => {
    const db = h.api.database.db;
    const me = await newBuyer(h.api);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      await addToCart(h, me, shirt._id, 1, { color: 'White' });
      const { placed } = await buy(h, me);
      ids.push(placed.body.result._id);
    }
    // As if both were placed before invoices existed: the test's own hand takes the issued invoices back.
    await db.execute(sql`alter table invoices disable trigger invoices_immutable`);
    await db.delete(invoices).where(
      sql`${invoices.orderId} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await db.execute(sql`alter table invoices enable trigger invoices_immutable`);
    const [march, april] = [new Date('2036-03-31T23:59:00+05:30'), new Date('2036-04-01T00:00:00+05:30')];
    const first = await inTransaction(db, (tx) => issueInvoice(tx, ids[0] as string, SANDBOX_SELLER, march));
    const second = await inTransaction(db, (tx) => issueInvoice(tx, ids[1] as string, SANDBOX_SELLER, april));
    expect([first.number, first.financialYear, first.issuedAt]).toEqual([
      'SUT/35-36/000001',
      '35-36',
      march.toISOString(),
    ]);
    expect([second.number, second.financialYear]).toEqual(['SUT/36-37/000001', '36-37']);
  });
});
