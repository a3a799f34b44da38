import { rupeesInWords } from './amount-in-words.js';
import { apparelRateBp, chargeRateBp, DELIVERY_SAC, hsnForCategory } from './gst-rates.js';
import { type ComputedLine, computeInvoice, type HsnRow, type InvoiceLine, type Supply } from './invoice-math.js';
import { spreadInProportion } from './spread.js';
import { gstState } from './state-codes.js';

/**
 * Everything a Sutra tax invoice or credit note prints, built from an order's data. The api stores it as the
 * document's immutable snapshot; the PDF and the web page print it as stored, never recomputing, so what was issued
 * is what every later copy shows.
 */

export interface InvoiceParty {
  name: string;
  /** The address, one printed line each. */
  addressLines: string[];
  state: string;
  /** The GST state code, or null for a state GST does not know. */
  stateCode: string | null;
  /** Null for a buyer without GST registration (a consumer). */
  gstin: string | null;
}

export interface InvoiceSeller extends InvoiceParty {
  gstin: string;
  stateCode: string;
  email: string;
  phone: string;
}

export interface InvoiceDocumentLine extends ComputedLine {
  kind: 'goods' | 'charge';
}

export interface InvoiceDocument {
  kind: 'invoice' | 'credit-note';
  number: string;
  financialYear: string;
  /** ISO 8601. */
  issuedAt: string;
  order: { id: string; number: string; placedAt: string };
  /** For a credit note: the invoice it credits. */
  creditsInvoice: { number: string; issuedAt: string } | null;
  reason: string | null;
  seller: InvoiceSeller;
  billTo: InvoiceParty;
  shipTo: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string | null };
  supply: Supply;
  lines: InvoiceDocumentLine[];
  hsn: HsnRow[];
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
    roundOffPaise: number;
    payablePaise: number;
  };
  /** The store's reductions spread over the lines: the coupon's discount and the points' value. */
  reductions: { couponCode: string | null; discountPaise: number; pointsUsed: number; pointsOffPaise: number };
  amountInWords: string;
  payment: { method: string; label: string };
}

export interface OrderGoodsLine {
  description: string;
  detail: string;
  categoryName: string | null;
  /**
   * The product's own HSN code and GST rate (basis points) as they were when the order was placed; null or absent:
   * the department's heading and the apparel rate by price (`gst-rates.ts`). Each falls back on its own.
   */
  hsnCode?: string | null;
  gstRateBp?: number | null;
  quantity: number;
  /** The selling price of one piece, GST included. */
  unitPricePaise: number;
}

export interface OrderCharge {
  description: string;
  paise: number;
}

export interface OrderForInvoice {
  lines: OrderGoodsLine[];
  couponCode: string | null;
  discountPaise: number;
  pointsUsed: number;
  pointsOffPaise: number;
  /** Delivery, a cash-on-delivery fee …: taxed with the goods (see `gst-rates.ts`). Zero charges are left out. */
  charges: OrderCharge[];
}

/**
 * The invoice's lines for an order: each goods line at its selling price with its part of the store's reductions
 * (coupon and points, spread in proportion to the lines' value so the parts add up exactly), under the product's own
 * HSN code and at its own GST rate when it had them, else its department's heading and the apparel rate its price
 * after reductions calls for; then each charge at the principal supply's rate under the delivery SAC.
 */
export function invoiceLines(order: OrderForInvoice): (InvoiceLine & { kind: 'goods' | 'charge' })[] {
  const values = order.lines.map((l) => l.unitPricePaise * l.quantity);
  const reductions = spreadInProportion(order.discountPaise + order.pointsOffPaise, values);
  const goods = order.lines.map((line, i) => {
    const discountPaise = reductions[i] ?? 0;
    return {
      kind: 'goods' as const,
      description: line.description,
      detail: line.detail,
      hsn: line.hsnCode ?? hsnForCategory(line.categoryName),
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise,
      rateBp: line.gstRateBp ?? apparelRateBp((values[i] ?? 0) - discountPaise, line.quantity),
    };
  });
  const chargeRate = chargeRateBp(goods.map((g) => g.rateBp));
  const charges = order.charges
    .filter((c) => c.paise > 0)
    .map((charge) => ({
      kind: 'charge' as const,
      description: charge.description,
      detail: '',
      hsn: DELIVERY_SAC,
      quantity: 1,
      unitPricePaise: charge.paise,
      discountPaise: 0,
      rateBp: chargeRate,
    }));
  return [...goods, ...charges];
}

export interface InvoiceHeader {
  kind: InvoiceDocument['kind'];
  number: string;
  financialYear: string;
  issuedAt: Date;
  order: { id: string; number: string; placedAt: Date };
  creditsInvoice?: { number: string; issuedAt: string } | null;
  reason?: string | null;
  seller: InvoiceSeller;
  billTo: Omit<InvoiceParty, 'stateCode' | 'gstin' | 'state'> & { state: string };
  shipTo: Omit<InvoiceParty, 'stateCode' | 'gstin' | 'state'> & { state: string };
  payment: { method: string; label: string };
}

const party = (p: InvoiceHeader['billTo']): InvoiceParty => {
  const state = gstState(p.state);
  return { name: p.name, addressLines: p.addressLines, state: state.name, stateCode: state.code, gstin: null };
};

/**
 * The whole document. Place of supply is the delivery address's state (goods sent to a consumer are supplied where
 * the delivery ends); within the seller's state the tax is CGST + SGST, anywhere else IGST.
 */
export function buildInvoiceDocument(header: InvoiceHeader, order: OrderForInvoice): InvoiceDocument {
  const shipTo = party(header.shipTo);
  const supply: Supply = shipTo.stateCode === header.seller.stateCode ? 'intra-state' : 'inter-state';
  const lines = invoiceLines(order);
  const totals = computeInvoice(lines, supply);
  return {
    kind: header.kind,
    number: header.number,
    financialYear: header.financialYear,
    issuedAt: header.issuedAt.toISOString(),
    order: { ...header.order, placedAt: header.order.placedAt.toISOString() },
    creditsInvoice: header.creditsInvoice ?? null,
    reason: header.reason ?? null,
    seller: header.seller,
    billTo: party(header.billTo),
    shipTo,
    placeOfSupply: { state: shipTo.state, stateCode: shipTo.stateCode },
    supply,
    lines: totals.lines.map((line, i) => ({ ...line, kind: lines[i]?.kind ?? 'goods' })),
    hsn: totals.hsn,
    totals: {
      taxablePaise: totals.taxablePaise,
      cgstPaise: totals.cgstPaise,
      sgstPaise: totals.sgstPaise,
      igstPaise: totals.igstPaise,
      totalPaise: totals.totalPaise,
      roundOffPaise: totals.roundOffPaise,
      payablePaise: totals.payablePaise,
    },
    reductions: {
      couponCode: order.couponCode,
      discountPaise: order.discountPaise,
      pointsUsed: order.pointsUsed,
      pointsOffPaise: order.pointsOffPaise,
    },
    amountInWords: rupeesInWords(totals.payablePaise),
    payment: header.payment,
  };
}

/**
 * A credit note for the whole of an invoice (the order was cancelled or came back): the invoice's lines and totals as
 * issued, under the credit note's own number and date, naming the invoice it credits.
 */
export function creditNoteFor(
  invoice: InvoiceDocument,
  note: { number: string; financialYear: string; issuedAt: Date; reason: string },
): InvoiceDocument {
  return {
    ...invoice,
    kind: 'credit-note',
    number: note.number,
    financialYear: note.financialYear,
    issuedAt: note.issuedAt.toISOString(),
    creditsInvoice: { number: invoice.number, issuedAt: invoice.issuedAt },
    reason: note.reason,
  };
}
