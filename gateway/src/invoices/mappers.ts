import {
  type HsnRow,
  type InvoiceDocument,
  type InvoiceDocumentLine,
  type InvoiceParty,
  type InvoiceSeller,
  paiseToRupees,
} from '@sutra/rules';

/** GET /orders/:id/invoice's result (the invoice with its credit note), or a credit note (its `creditNote` absent). */
export type InvoiceParent = InvoiceDocument & { creditNote?: InvoiceDocument | null };

export type InvoiceTotalsParent = InvoiceDocument['totals'];
export type InvoiceSellerParent = InvoiceSeller;
export type InvoicePartyParent = InvoiceParty;
export type InvoiceLineParent = InvoiceDocumentLine;
export type InvoiceHsnRowParent = HsnRow;

/** Paise to rupees, as the schema's money is. */
export const rupees = paiseToRupees;
/** Basis points to a percentage: 1800 -> 18. */
export const percent = (bp: number): number => bp / 100;
