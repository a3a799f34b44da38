import type { Resolvers } from '../__generated__/resolvers-types.js';
import { percent } from './mappers.js';
import { invoicePdfPath } from './pdf-route.js';

export const invoiceResolvers: Resolvers = {
  Order: {
    invoice: (o, _, { invoices }) => invoices.ofOrder(o._id),
  },
  Invoice: {
    kind: (d) => (d.kind === 'credit-note' ? 'CREDIT_NOTE' : 'INVOICE'),
    orderNumber: (d) => d.order.number,
    orderPlacedAt: (d) => d.order.placedAt,
    supply: (d) => (d.supply === 'intra-state' ? 'INTRA_STATE' : 'INTER_STATE'),
    hsnSummary: (d) => d.hsn,
    payment: (d) => d.payment.label,
    couponCode: (d) => d.reductions.couponCode,
    couponDiscount: (d) => d.reductions.discountPaise,
    membershipPointsUsed: (d) => d.reductions.pointsUsed,
    membershipPointsValue: (d) => d.reductions.pointsOffPaise,
    creditsInvoiceNumber: (d) => d.creditsInvoice?.number ?? null,
    creditsInvoiceIssuedAt: (d) => d.creditsInvoice?.issuedAt ?? null,
    creditNote: (d) => d.creditNote ?? null,
    pdfUrl: (d) => invoicePdfPath(d.order.id, d.kind),
  },
  InvoiceSeller: {
    pan: (s) => s.gstin.slice(2, 12),
  },
  InvoiceLine: {
    isCharge: (l) => l.kind === 'charge',
    unitPrice: (l) => l.unitPricePaise,
    discount: (l) => l.discountPaise,
    gstRate: (l) => percent(l.rateBp),
    gstRateBp: (l) => l.rateBp,
    taxableValue: (l) => l.taxablePaise,
    cgst: (l) => l.cgstPaise,
    sgst: (l) => l.sgstPaise,
    igst: (l) => l.igstPaise,
    total: (l) => l.totalPaise,
  },
  InvoiceHsnRow: {
    gstRate: (r) => percent(r.rateBp),
    gstRateBp: (r) => r.rateBp,
    taxableValue: (r) => r.taxablePaise,
    cgst: (r) => r.cgstPaise,
    sgst: (r) => r.sgstPaise,
    igst: (r) => r.igstPaise,
  },
  InvoiceTotals: {
    taxableValue: (t) => t.taxablePaise,
    cgst: (t) => t.cgstPaise,
    sgst: (t) => t.sgstPaise,
    igst: (t) => t.igstPaise,
    total: (t) => t.totalPaise,
    roundOff: (t) => t.roundOffPaise,
    payable: (t) => t.payablePaise,
  },
};
