import type { TaxDocumentFieldsFragment } from '../../__generated__/graphql';
import { formatLongDate } from '../../shared/format';
import type { InvoicePartyView, InvoiceView } from '../content';

/** The schema's rupees (two decimals) back to the paise the layout formats. */
const paise = (rupees: number): number => Math.round(rupees * 100);
/** A percentage back to basis points: 18 -> 1800. */
const bp = (percent: number): number => Math.round(percent * 100);

const party = (p: TaxDocumentFieldsFragment['billTo']): InvoicePartyView => ({
  name: p.name,
  lines: p.addressLines,
  state: p.state,
  stateCode: p.stateCode ?? null,
  gstin: p.gstin ?? null,
});

/** Terms printed on an order's invoice. */
export const ORDER_INVOICE_TERMS: readonly string[] = [
  'Prices include GST. Coupon discounts and membership points are reductions given on this invoice, spread over the goods in proportion to their value.',
  'Returns and exchanges are accepted within the window stated on the product page, for pieces unworn, unwashed and unaltered with the original tags attached. Please keep this invoice: it is needed for a return.',
  'Any dispute is subject to the jurisdiction of the courts at Jaipur, Rajasthan.',
];

/** An issued invoice or credit note, as stored, in the layout's terms (nothing recomputed but the units). */
export function toInvoiceView(d: TaxDocumentFieldsFragment): InvoiceView {
  const lines = d.lines.map((l) => ({
    description: l.description,
    detail: l.detail,
    hsn: l.hsn,
    quantity: l.quantity,
    unitPricePaise: paise(l.unitPrice),
    discountPaise: paise(l.discount),
    rateBp: bp(l.gstRate),
    taxablePaise: paise(l.taxableValue),
    cgstPaise: paise(l.cgst),
    sgstPaise: paise(l.sgst),
    igstPaise: paise(l.igst),
    totalPaise: paise(l.total),
  }));
  return {
    kind: d.kind === 'CREDIT_NOTE' ? 'credit-note' : 'invoice',
    number: d.number,
    date: formatLongDate(d.issuedAt),
    orderNumber: d.orderNumber,
    orderDate: formatLongDate(d.orderPlacedAt),
    creditsInvoice: d.creditsInvoiceNumber ? { number: d.creditsInvoiceNumber } : null,
    reason: d.reason ?? null,
    supply: d.supply === 'INTRA_STATE' ? 'intra-state' : 'inter-state',
    seller: { ...d.seller, lines: d.seller.addressLines },
    placeOfSupply: { state: d.placeOfSupply.state, stateCode: d.placeOfSupply.stateCode ?? null },
    billTo: party(d.billTo),
    shipTo: party(d.shipTo),
    totals: {
      lines,
      hsn: d.hsnSummary.map((r) => ({
        hsn: r.hsn,
        rateBp: bp(r.gstRate),
        quantity: r.quantity,
        taxablePaise: paise(r.taxableValue),
        cgstPaise: paise(r.cgst),
        sgstPaise: paise(r.sgst),
        igstPaise: paise(r.igst),
      })),
      taxablePaise: paise(d.totals.taxableValue),
      cgstPaise: paise(d.totals.cgst),
      sgstPaise: paise(d.totals.sgst),
      igstPaise: paise(d.totals.igst),
      totalPaise: paise(d.totals.total),
      roundOffPaise: paise(d.totals.roundOff),
      payablePaise: paise(d.totals.payable),
    },
    amountInWords: d.amountInWords,
    payment: d.payment,
    freeShipping: !d.lines.some((l) => l.isCharge),
    terms: ORDER_INVOICE_TERMS,
  };
}
