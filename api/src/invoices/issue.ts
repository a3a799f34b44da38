import {
  buildInvoiceDocument,
  creditNoteFor,
  type InvoiceDocument,
  type InvoiceSeller,
  type OrderCharge,
  type OrderForInvoice,
  orderPayment,
} from '@sutra/rules';
import { and, asc, eq } from 'drizzle-orm';
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

/**
 * The payment note an issued document prints, as the order stood when it was issued (the document never changes): an
 * unpaid cash-on-delivery invoice says the amount is due on delivery, so it never reads as a receipt.
 */
const paymentOf = (order: OrderRow) => ({
  method: order.paymentMethod,
  label: orderPayment({
    method: order.paymentMethod,
    paidAt: order.paidAt,
    orderValuePaise: order.totalPaise,
    pointsUsed: order.pointsUsed,
  }).invoiceNote,
});

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
      payment: paymentOf(order),
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
  refundId: string | null = null,
): Promise<InvoiceDocument | null> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice) return null;
  const [credited] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(and(eq(creditNotes.invoiceId, invoice.id), eq(creditNotes.scope, 'whole')));
  if (credited) return null;
  const drawn = await drawNumber(tx, 'credit-note', at);
  const document = creditNoteFor(invoice.document, { ...drawn, issuedAt: at, reason });
  await tx
    .insert(creditNotes)
    .values({ invoiceId: invoice.id, orderId, ...drawn, issuedAt: at, reason, refundId, document });
  return document;
}

/** What a part credit note credits: some units of some lines, or (no lines) an amount over the whole order. */
export interface CreditedPart {
  /** The order lines and units credited; empty for an amount given back on the order as a whole. */
  lines: readonly { orderLineId: string; quantity: number }[];
  /** What the note credits, GST included: the refund's amount. */
  amountPaise: number;
  reason: string;
  refundId: string | null;
}

/**
 * Issues a credit note for part of the order's invoice (some units cancelled or returned, or an amount given back),
 * in the caller's transaction; an order without an invoice gets none (null). The credited goods are the units named
 * (or every line, for an amount), at their invoiced prices, reduced so the note adds up to exactly the amount
 * refunded (the order's coupon and points share of those units); anything refunded beyond the goods' value (the
 * delivery charge of a wholly cancelled order) is credited as delivery.
 */
export async function issuePartCreditNote(
  tx: Db,
  orderId: string,
  part: CreditedPart,
  seller: InvoiceSeller,
  at: Date = new Date(),
): Promise<InvoiceDocument | null> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const whole = await orderForInvoice(tx, order);
  const lineIds = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const units = new Map(part.lines.map((l) => [l.orderLineId, l.quantity]));
  const lines =
    part.lines.length === 0
      ? whole.lines
      : whole.lines
          .map((line, i) => ({ ...line, quantity: units.get(lineIds[i]?.id ?? '') ?? 0 }))
          .filter((line) => line.quantity > 0);
  const goodsPaise = lines.reduce((n, l) => n + l.unitPricePaise * l.quantity, 0);
  const reductionsPaise = Math.max(0, goodsPaise - part.amountPaise);
  const wholeReductions = whole.discountPaise + whole.pointsOffPaise;
  // The reductions keep the order's own split between the coupon and the points.
  const discountPaise =
    wholeReductions === 0 ? reductionsPaise : Math.floor((reductionsPaise * whole.discountPaise) / wholeReductions);
  const extraPaise = Math.max(0, part.amountPaise - goodsPaise);
  const drawn = await drawNumber(tx, 'credit-note', at);
  const bill = order.billingAddress;
  const ship = order.deliveryAddress;
  const document = buildInvoiceDocument(
    {
      kind: 'credit-note',
      number: drawn.number,
      financialYear: drawn.financialYear,
      issuedAt: at,
      order: { id: order.id, number: order.orderNumber, placedAt: order.createdAt },
      creditsInvoice: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
      reason: part.reason,
      seller,
      billTo: { name: bill.name || order.name, addressLines: addressLines(bill), state: bill.state },
      shipTo: { name: ship.name || order.name, addressLines: addressLines(ship), state: ship.state },
      payment: paymentOf(order),
    },
    {
      lines,
      couponCode: order.couponCode,
      discountPaise,
      pointsUsed: 0,
      pointsOffPaise: reductionsPaise - discountPaise,
      charges: extraPaise > 0 ? [{ description: `Delivery charges (${order.delivery})`, paise: extraPaise }] : [],
    },
  );
  await tx.insert(creditNotes).values({
    invoiceId: invoice.id,
    orderId,
    ...drawn,
    issuedAt: at,
    reason: part.reason,
    scope: 'part',
    refundId: part.refundId,
    document,
  });
  return document;
}
