import type { Resolvers } from '../__generated__/resolvers-types.js';
import { percent, rupees } from './mappers.js';
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
    couponDiscount: (d) => rupees(d.reductions.discountPaise),
    membershipPointsUsed: (d) => d.reductions.pointsUsed,
    membershipPointsValue: (d) => rupees(d.reductions.pointsOffPaise),
    creditsInvoiceNumber: (d) => d.creditsInvoice?.number ?? null,
    creditNote: (d) => d.creditNote ?? null,
    pdfUrl: (d) => invoicePdfPath(d.order.id, d.kind),
  },
  InvoiceSeller: {
    pan: (s) => s.gstin.slice(2, 12),
  },
  InvoiceLine: {
    isCharge: (l) => l.kind === 'charge',
    unitPrice: (l) => rupees(l.unitPricePaise),
    discount: (l) => rupees(l.discountPaise),
    gstRate: (l) => percent(l.rateBp),
    taxableValue: (l) => rupees(l.taxablePaise),
    cgst: (l) => rupees(l.cgstPaise),
    sgst: (l) => rupees(l.sgstPaise),
    igst: (l) => rupees(l.igstPaise),
    total: (l) => rupees(l.totalPaise),
  },
  InvoiceHsnRow: {
    gstRate: (r) => percent(r.rateBp),
    taxableValue: (r) => rupees(r.taxablePaise),
    cgst: (r) => rupees(r.cgstPaise),
    sgst: (r) => rupees(r.sgstPaise),
    igst: (r) => rupees(r.igstPaise),
  },
  InvoiceTotals: {
    taxableValue: (t) => rupees(t.taxablePaise),
    cgst: (t) => rupees(t.cgstPaise),
    sgst: (t) => rupees(t.sgstPaise),
    igst: (t) => rupees(t.igstPaise),
    total: (t) => rupees(t.totalPaise),
    roundOff: (t) => rupees(t.roundOffPaise),
    payable: (t) => rupees(t.payablePaise),
  },
};
