import type { InvoiceSource } from '@sutra/rules';
import type { TaxDocumentFieldsFragment } from '../../__generated__/graphql';

/**
 * An issued invoice or credit note as GraphQL answers it, back in the terms the shared invoice layout prints from
 * (`InvoiceSource`): the stored snapshot, its paise as they came, nothing recomputed.
 */
export function toInvoiceSource(d: TaxDocumentFieldsFragment): InvoiceSource {
  const party = (p: TaxDocumentFieldsFragment['billTo']) => ({
    name: p.name,
    addressLines: p.addressLines,
    state: p.state,
    stateCode: p.stateCode ?? null,
    gstin: p.gstin ?? null,
  });
  const taxes = (t: {
    taxableValue: { paise: number };
    cgst: { paise: number };
    sgst: { paise: number };
    igst: { paise: number };
  }) => ({
    taxablePaise: t.taxableValue.paise,
    cgstPaise: t.cgst.paise,
    sgstPaise: t.sgst.paise,
    igstPaise: t.igst.paise,
  });
  return {
    kind: d.kind === 'CREDIT_NOTE' ? 'credit-note' : 'invoice',
    number: d.number,
    issuedAt: d.issuedAt,
    order: { number: d.orderNumber, placedAt: d.orderPlacedAt },
    creditsInvoice: d.creditsInvoiceNumber
      ? { number: d.creditsInvoiceNumber, issuedAt: d.creditsInvoiceIssuedAt ?? null }
      : null,
    reason: d.reason ?? null,
    seller: d.seller,
    billTo: party(d.billTo),
    shipTo: party(d.shipTo),
    placeOfSupply: { state: d.placeOfSupply.state, stateCode: d.placeOfSupply.stateCode ?? null },
    supply: d.supply === 'INTRA_STATE' ? 'intra-state' : 'inter-state',
    lines: d.lines.map((l) => ({
      kind: l.isCharge ? 'charge' : 'goods',
      description: l.description,
      detail: l.detail,
      hsn: l.hsn,
      quantity: l.quantity,
      unitPricePaise: l.unitPrice.paise,
      discountPaise: l.discount.paise,
      rateBp: l.gstRateBp,
      ...taxes(l),
      totalPaise: l.total.paise,
    })),
    hsn: d.hsnSummary.map((r) => ({ hsn: r.hsn, rateBp: r.gstRateBp, quantity: r.quantity, ...taxes(r) })),
    totals: { ...taxes(d.totals), roundOffPaise: d.totals.roundOff.paise, payablePaise: d.totals.payable.paise },
    amountInWords: d.amountInWords,
    payment: { label: d.payment },
    reductions: {
      couponCode: d.couponCode ?? null,
      discountPaise: d.couponDiscount.paise,
      pointsUsed: d.membershipPointsUsed,
      pointsOffPaise: d.membershipPointsValue.paise,
    },
  };
}
