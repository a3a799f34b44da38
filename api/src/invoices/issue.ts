import {
  buildInvoiceDocument,
  creditNoteFor,
  type InvoiceDocument,
  type InvoiceSeller,
  type OrderCharge,
  type OrderForInvoice,
} from '@sutra/rules';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  categories,
  creditNotes,
  invoices,
  orderLines,
  orders,
  products,
  type StoredOrderAddress,
} from '../db/schema.js';
import { drawNumber } from './numbering.js';

type OrderRow = typeof orders.$inferSelect;

const addressLines = (a: StoredOrderAddress): string[] =>
  [a.add1, a.add2, a.landmark, [`${a.city}, ${a.state}`, a.pincode].filter(Boolean).join(' '), `Phone ${a.phone}`]
    .map((l) => l.trim())
    .filter((l) => l !== '' && l !== 'Phone');

/** Colour before size, as the store lists a product's options; any other after them. */
const optionRank = (name: string): number => {
  const rank = ['color', 'size'].indexOf(name.toLowerCase());
  return rank < 0 ? 2 : rank;
};

const PAYMENT_LABELS: Readonly<Record<OrderRow['paymentMethod'], string>> = {
  razorpay: 'Prepaid online (Razorpay)',
  points: 'Covered by coupon and membership points; nothing charged',
  cod: 'Cash on delivery',
};

/** What the store adds to the goods: delivery, and the cash-on-delivery fee (0 unless paid on delivery). */
function chargesOf(order: OrderRow): OrderCharge[] {
  return [
    { description: `Delivery charges (${order.delivery})`, paise: order.deliveryPaise },
    { description: 'Cash on delivery fee', paise: order.codFeePaise },
  ];
}

/**
 * The order as its invoice bills it: lines with their department and the HSN code and GST rate their product had
 * when the order was placed, and the store's reductions and charges.
 */
async function orderForInvoice(tx: Db, order: OrderRow): Promise<OrderForInvoice> {
  const lines = await tx
    .select({
      name: orderLines.name,
      attributes: orderLines.attributes,
      quantity: orderLines.quantity,
      unitPricePaise: orderLines.unitPricePaise,
      categoryName: categories.categoryName,
      hsnCode: orderLines.hsnCode,
      gstRateBp: orderLines.gstRateBp,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const charges = chargesOf(order);
  const goodsPaise = lines.reduce((n, l) => n + l.unitPricePaise * l.quantity, 0);
  const chargesPaise = charges.reduce((n, c) => n + c.paise, 0);
  // Whatever the goods and charges come to beyond what the buyer was charged is what the store took off: the coupon's
  // discount first, the points the rest. Derived this way, the invoice always adds up to the order's value.
  const reductionsPaise = Math.min(goodsPaise, Math.max(0, goodsPaise + chargesPaise - order.totalPaise));
  const discountPaise = Math.min(order.discountPaise, reductionsPaise);
  return {
    lines: lines.map((l) => ({
      description: l.name,
      // `{ color: 'Navy', size: '40' }` -> 'Color: Navy · Size: 40' (jsonb keeps its keys in its own order)
      detail: Object.entries(l.attributes)
        .sort(([a], [b]) => optionRank(a) - optionRank(b) || a.localeCompare(b))
        .map(([k, v]) => `${k.charAt(0).toUpperCase()}${k.slice(1)}: ${v}`)
        .join(' · '),
      categoryName: l.categoryName,
      // What the product carried when the order was placed, never what it carries now.
      hsnCode: l.hsnCode,
      gstRateBp: l.gstRateBp,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
    })),
    couponCode: order.couponCode,
    discountPaise,
    pointsUsed: order.pointsUsed,
    pointsOffPaise: reductionsPaise - discountPaise,
    charges,
  };
}

/** Builds the invoice document of an order, numbered `number`. */
export async function invoiceDocumentFor(
  tx: Db,
  order: OrderRow,
  drawn: { number: string; financialYear: string },
  at: Date,
  seller: InvoiceSeller,
): Promise<InvoiceDocument> {
  const bill = order.billingAddress;
  const ship = order.deliveryAddress;
  return buildInvoiceDocument(
    {
      kind: 'invoice',
      number: drawn.number,
      financialYear: drawn.financialYear,
      issuedAt: at,
      order: { id: order.id, number: order.orderNumber, placedAt: order.createdAt },
      seller,
      billTo: { name: bill.name || order.name, addressLines: addressLines(bill), state: bill.state },
      shipTo: { name: ship.name || order.name, addressLines: addressLines(ship), state: ship.state },
      payment: {
        method: order.paymentMethod,
        label: PAYMENT_LABELS[order.paymentMethod],
      },
    },
    await orderForInvoice(tx, order),
  );
}

/**
 * Issues the order's tax invoice inside the caller's transaction (the placement's, so an order never exists without
 * its invoice once placed, and a rolled-back placement draws no number). `at` is the issue time, now unless a caller
 * has a reason (tests at a financial year's edge).
 */
export async function issueInvoice(
  tx: Db,
  orderId: string,
  seller: InvoiceSeller,
  at: Date = new Date(),
): Promise<InvoiceDocument> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId} to invoice`);
  const drawn = await drawNumber(tx, 'invoice', at);
  const document = await invoiceDocumentFor(tx, order, drawn, at, seller);
  await tx.insert(invoices).values({ orderId, ...drawn, issuedAt: at, document });
  return document;
}

export const CREDIT_NOTE_REASONS = { Cancelled: 'Order cancelled', Returned: 'Order returned to origin' } as const;

/**
 * Issues a credit note for the whole of the order's invoice, once: an order without an invoice, or whose invoice is
 * already credited, gets none (answers null). In the caller's transaction, beside the status change that calls for it.
 */
export async function issueCreditNote(
  tx: Db,
  orderId: string,
  reason: string,
  at: Date = new Date(),
): Promise<InvoiceDocument | null> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice) return null;
  const [credited] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  if (credited) return null;
  const drawn = await drawNumber(tx, 'credit-note', at);
  const document = creditNoteFor(invoice.document, { ...drawn, issuedAt: at, reason });
  await tx.insert(creditNotes).values({ invoiceId: invoice.id, orderId, ...drawn, issuedAt: at, reason, document });
  return document;
}
