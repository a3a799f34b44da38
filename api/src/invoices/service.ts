import type { InvoiceDocument, InvoiceSeller } from '@sutra/rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { creditNotes, invoices, orders } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { notFound } from '../http/errors.js';
import { ORDER_NOT_FOUND } from '../orders/service.js';
import { CREDIT_NOTE_REASONS, issueCreditNote, issueInvoice } from './issue.js';

export const CREDIT_NOTE_NOT_FOUND = 'This order has no credit note';

export interface OrderDocuments {
  invoice: InvoiceDocument;
  creditNote: InvoiceDocument | null;
}

async function storedDocuments(db: Db, orderId: string): Promise<OrderDocuments | null> {
  const [row] = await db
    .select({ invoice: invoices.document, creditNote: creditNotes.document })
    .from(invoices)
    .leftJoin(creditNotes, and(eq(creditNotes.invoiceId, invoices.id), eq(creditNotes.scope, 'whole')))
    .where(eq(invoices.orderId, orderId));
  return row ? { invoice: row.invoice, creditNote: row.creditNote } : null;
}

/**
 * The buyer's order's invoice and its credit note, if any; another buyer's order answers 404 like a missing one.
 *
 * Orders placed before invoices were issued with them get theirs on the first request, numbered and dated then (an
 * invoice's date is its issue date; the order's own date is printed beside it), and, when the order was already
 * cancelled or returned, its credit note in the same transaction. Two first requests at once draw one number: the
 * loser's transaction rolls back on the unique order key (giving its number back) and reads the winner's.
 */
export async function documentsForBuyer(
  db: Db,
  seller: InvoiceSeller,
  buyerId: string,
  orderId: string,
): Promise<OrderDocuments> {
  const [order] = await db
    .select({ id: orders.id, orderStatus: orders.orderStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const stored = await storedDocuments(db, orderId);
  if (stored) return stored;
  try {
    await inTransaction(db, async (tx) => {
      await issueInvoice(tx, orderId, seller);
      if (order.orderStatus === 'Cancelled' || order.orderStatus === 'Returned') {
        await issueCreditNote(tx, orderId, CREDIT_NOTE_REASONS[order.orderStatus]);
      }
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const issued = await storedDocuments(db, orderId);
  if (!issued) throw new Error(`order ${orderId} has no invoice after issuing one`);
  return issued;
}

export async function creditNoteForBuyer(
  db: Db,
  seller: InvoiceSeller,
  buyerId: string,
  orderId: string,
): Promise<InvoiceDocument> {
  const { creditNote } = await documentsForBuyer(db, seller, buyerId, orderId);
  if (!creditNote) throw notFound(CREDIT_NOTE_NOT_FOUND);
  return creditNote;
}
