/** Tax documents: invoice and credit-note counters, invoices and credit notes. */

import type { InvoiceDocument } from '@sutra/rules';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { orders } from './orders.js';
import { refunds } from './refunds.js';

/**
 * The last number drawn in each series of tax documents (`invoice`, `credit-note`) per Indian financial year
 * (`26-27`). A placement increments its row under the row lock in its own transaction, so numbers are gap-free (a
 * rolled-back placement gives its number back) and never drawn twice.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series', { enum: ['invoice', 'credit-note'] }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * An issued GST tax invoice: one per order, its number drawn from the invoice series, and `document` the snapshot of
 * everything it prints. Issued documents are never changed or removed: a trigger (hand-written in the migration)
 * refuses UPDATE, DELETE and TRUNCATE. The order it bills cannot be deleted while it exists (the law keeps invoices).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_key').on(t.orderId),
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_sequence_key').on(t.financialYear, t.sequence),
    check('invoices_number_length', sql`char_length(${t.number}) <= 16`),
  ],
);

/**
 * A credit note against an invoice: for the whole of it (`scope` 'whole': the order was cancelled or returned; at most
 * one per invoice), or for a part ('part': some units cancelled or returned, or an amount given back), each tied to
 * the refund it documents (`refundId`, when there is one).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    scope: text('scope', { enum: ['whole', 'part'] })
      .notNull()
      .default('whole'),
    refundId: uuid('refund_id').references(() => refunds.id),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_invoice_key').on(t.invoiceId).where(sql`${t.scope} = 'whole'`),
    index('credit_notes_order_idx').on(t.orderId),
    uniqueIndex('credit_notes_refund_key').on(t.refundId),
    uniqueIndex('credit_notes_number_key').on(t.number),
    uniqueIndex('credit_notes_year_sequence_key').on(t.financialYear, t.sequence),
    check('credit_notes_number_length', sql`char_length(${t.number}) <= 16`),
  ],
);
