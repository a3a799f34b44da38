import type { InvoiceTotals, Supply } from '@sutra/rules';

/**
 * What the tax invoice layout prints, whoever made it: the sample pages compute theirs with the shared invoice rules,
 * an order's invoice page maps the issued document (its snapshot, never recomputed).
 */
export interface InvoicePartyView {
  name: string;
  lines: readonly string[];
  state: string;
  /** Null for a state GST does not know. */
  stateCode: string | null;
  /** Absent or null for a buyer without GST registration (a consumer). */
  gstin?: string | null;
}

export interface InvoiceSellerView {
  name: string;
  lines: readonly string[];
  state: string;
  gstin: string;
  pan: string;
  /** Only the samples print a CIN. */
  cin?: string;
  email: string;
  phone: string;
}

export interface InvoiceView {
  kind: 'invoice' | 'credit-note';
  number: string;
  /** Shown as printed (the samples' dates are text; issued documents' are formatted in India time). */
  date: string;
  orderNumber: string;
  orderDate: string;
  /** A credit note's invoice. */
  creditsInvoice?: { number: string } | null;
  reason?: string | null;
  supply: Supply;
  seller: InvoiceSellerView;
  placeOfSupply: { state: string; stateCode: string | null };
  billTo: InvoicePartyView;
  shipTo: InvoicePartyView;
  totals: InvoiceTotals;
  amountInWords: string;
  payment: string;
  courier?: string | null;
  /** Whether delivery is free (no charge line): the totals then say so. */
  freeShipping: boolean;
  terms: readonly string[];
  /** A signature's name; a computer-generated document is left unsigned. */
  signatory?: string;
}
