import type { HsnRow, InvoiceDocument, InvoiceDocumentLine, InvoiceParty, InvoiceSeller } from '@sutra/rules';

/** GET /orders/:id/invoice's result (the invoice with its credit note), or a credit note (its `creditNote` absent). */
export type InvoiceParent = InvoiceDocument & { creditNote?: InvoiceDocument | null };

export type InvoiceTotalsParent = InvoiceDocument['totals'];
export type InvoiceSellerParent = InvoiceSeller;
export type InvoicePartyParent = InvoiceParty;
export type InvoiceLineParent = InvoiceDocumentLine;
export type InvoiceHsnRowParent = HsnRow;

/** Basis points to a percentage: 1800 -> 18. */
export const percent = (bp: number): number => bp / 100;
