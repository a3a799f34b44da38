import { describe, expect, it } from 'vitest';
import { buildInvoiceDocument, creditNoteFor, type InvoiceHeader, type OrderForInvoice } from './invoice-document.js';
import { gstState } from './state-codes.js';

const seller = {
  name: 'Sutra Menswear Private Limited',
  addressLines: ['21 Prithviraj Road, C-Scheme', 'Jaipur, Rajasthan 302001'],
  state: 'Rajasthan',
  stateCode: '08',
  gstin: '08AAKCS4821M1ZW',
  email: 'care@sutra.in',
  phone: '+91 98290 41414',
};
const header = (state: string): InvoiceHeader => ({
  kind: 'invoice',
  number: 'SUT/26-27/000001',
  financialYear: '26-27',
  issuedAt: new Date('2026-11-25T10:00:00Z'),
  order: { id: 'o-1', number: '1790000000000', placedAt: new Date('2026-11-25T10:00:00Z') },
  seller,
  billTo: { name: 'Arjun Mehta', addressLines: ['14 Johari Bazaar Road'], state },
  shipTo: { name: 'Arjun Mehta', addressLines: ['14 Johari Bazaar Road'], state },
  payment: { method: 'razorpay', label: 'Paid online (Razorpay)' },
});
// A ₹14,999 suit and two ₹1,899 shirts, 10 % coupon (₹1,879.70) and 300 points (₹300), delivery ₹99.
const order: OrderForInvoice = {
  lines: [
    { description: 'Suit', detail: 'Navy · 40', categoryName: 'Suits', quantity: 1, unitPricePaise: 1_499_900 },
    { description: 'Shirt', detail: 'White · 40', categoryName: 'Shirts', quantity: 2, unitPricePaise: 189_900 },
  ],
  couponCode: 'SUTRA10',
  discountPaise: 187_970,
  pointsUsed: 300,
  pointsOffPaise: 30_000,
  charges: [
    { description: 'Delivery charges', paise: 9_900 },
    { description: 'Cash on delivery fee', paise: 0 },
  ],
};
const paid = 1_499_900 + 2 * 189_900 - 187_970 - 30_000 + 9_900;

describe('an order’s tax invoice', () => {
  it('charges CGST + SGST when the delivery stays in Rajasthan, with the place of supply the delivery state', () => {
    const doc = buildInvoiceDocument(header('rajasthan'), order);
    expect(doc.supply).toBe('intra-state');
    expect(doc.placeOfSupply).toEqual({ state: 'Rajasthan', stateCode: '08' });
    expect(doc.totals.igstPaise).toBe(0);
    expect(doc.totals.cgstPaise).toBe(doc.totals.sgstPaise);
    expect(doc.totals.cgstPaise).toBeGreaterThan(0);
  });

  it('charges IGST when the delivery leaves Rajasthan', () => {
    const doc = buildInvoiceDocument(header('Karnataka'), order);
    expect(doc.supply).toBe('inter-state');
    expect(doc.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(doc.totals.cgstPaise + doc.totals.sgstPaise).toBe(0);
    expect(doc.totals.igstPaise).toBeGreaterThan(0);
  });

  it('decides the tax by where the goods are delivered, never by the billing address', () => {
    const billedElsewhere = (billing: string, delivery: string): InvoiceHeader => ({
      ...header(delivery),
      billTo: { name: 'Arjun Mehta', addressLines: ['4 Residency Road'], state: billing },
    });
    // Billed in Bengaluru, delivered in Jaipur: supplied in Rajasthan, the seller's state.
    const intoRajasthan = buildInvoiceDocument(billedElsewhere('Karnataka', 'Rajasthan'), order);
    expect(intoRajasthan.billTo).toMatchObject({ state: 'Karnataka', stateCode: '29' });
    expect(intoRajasthan.placeOfSupply).toEqual({ state: 'Rajasthan', stateCode: '08' });
    expect(intoRajasthan.supply).toBe('intra-state');
    expect(intoRajasthan.totals.igstPaise).toBe(0);
    expect(intoRajasthan.totals.cgstPaise).toBeGreaterThan(0);
    // Billed in Jaipur, delivered in Bengaluru: supplied in Karnataka.
    const outOfRajasthan = buildInvoiceDocument(billedElsewhere('Rajasthan', 'Karnataka'), order);
    expect(outOfRajasthan.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(outOfRajasthan.supply).toBe('inter-state');
    expect(outOfRajasthan.totals.cgstPaise + outOfRajasthan.totals.sgstPaise).toBe(0);
    // The same tax, in one head instead of two halves (each half rounded to the paisa on its own).
    const halves = intoRajasthan.totals.cgstPaise + intoRajasthan.totals.sgstPaise;
    expect(Math.abs(outOfRajasthan.totals.igstPaise - halves)).toBeLessThanOrEqual(1);
  });

  it('spreads coupon and points over the goods in proportion, and adds up to what was paid', () => {
    const doc = buildInvoiceDocument(header('Rajasthan'), order);
    const [suit, shirts, delivery] = doc.lines;
    expect(doc.lines).toHaveLength(2 + 1); // the zero cash-on-delivery fee is left out
    expect((suit?.discountPaise ?? 0) + (shirts?.discountPaise ?? 0)).toBe(187_970 + 30_000);
    // 14,999 : 3,798 of ₹2,179.70 is ₹1,739.284… to the suit
    expect(suit?.discountPaise).toBe(173_928);
    expect(doc.totals.totalPaise).toBe(paid);
    expect(doc.totals.payablePaise).toBe(Math.round(paid / 100) * 100);
    expect(doc.totals.roundOffPaise).toBe(doc.totals.payablePaise - paid);
    expect(delivery).toMatchObject({ kind: 'charge', hsn: '996812', rateBp: 1800, totalPaise: 9_900 });
  });

  it('rates each goods line by its price after reductions, and the delivery at the highest goods rate', () => {
    const doc = buildInvoiceDocument(header('Rajasthan'), order);
    expect(doc.lines.map((l) => [l.hsn, l.rateBp])).toEqual([
      ['6203', 1800],
      ['6205', 500],
      ['996812', 1800],
    ]);
    const shirtsOnly = buildInvoiceDocument(header('Rajasthan'), {
      ...order,
      lines: order.lines.slice(1),
      discountPaise: 0,
      pointsOffPaise: 0,
    });
    expect(shirtsOnly.lines.map((l) => l.rateBp)).toEqual([500, 500]);
    // A ₹2,999 kurta is 18 % at its price, 5 % once ₹400 of coupon brings what is paid to ₹2,599.
    const kurta = { description: 'Kurta', detail: 'Ivory · 40', categoryName: 'Ethnic Wear', quantity: 1 };
    const kurtaOrder = (discountPaise: number) =>
      buildInvoiceDocument(header('Rajasthan'), {
        ...order,
        lines: [{ ...kurta, unitPricePaise: 299_900 }],
        discountPaise,
        pointsUsed: 0,
        pointsOffPaise: 0,
      });
    expect(kurtaOrder(0).lines[0]?.rateBp).toBe(1800);
    expect(kurtaOrder(40_000).lines[0]?.rateBp).toBe(500);
  });

  it('bills a product under its own HSN code and GST rate when it had them, each falling back on its own', () => {
    const [suit, shirts] = order.lines as [OrderForInvoice['lines'][0], OrderForInvoice['lines'][0]];
    const doc = buildInvoiceDocument(header('Rajasthan'), {
      ...order,
      lines: [
        // A ₹14,999 suit the store rates at 5 % under 62034200: its own code and rate, not 6203 at 18 %.
        { ...suit, hsnCode: '62034200', gstRateBp: 500 },
        // Shirts with only a code of their own keep the apparel rate by price.
        { ...shirts, hsnCode: '620520', gstRateBp: null },
      ],
    });
    expect(doc.lines.map((l) => [l.hsn, l.rateBp])).toEqual([
      ['62034200', 500],
      ['620520', 500],
      // The delivery goes with the highest goods rate, the product's own among them.
      ['996812', 500],
    ]);
    // A rate of 0 % is a rate, not a missing one.
    const exempt = buildInvoiceDocument(header('Rajasthan'), { ...order, lines: [{ ...suit, gstRateBp: 0 }] });
    expect(exempt.lines[0]).toMatchObject({ hsn: '6203', rateBp: 0 });
    expect(exempt.totals.cgstPaise + exempt.totals.sgstPaise).toBe(0);
  });

  it('names the order it bills and the reductions it was given, credits no invoice, and prints no detail for a charge', () => {
    const doc = buildInvoiceDocument(header('Rajasthan'), order);
    expect(doc.order).toEqual({ id: 'o-1', number: '1790000000000', placedAt: '2026-11-25T10:00:00.000Z' });
    expect(doc.reductions).toEqual({
      couponCode: 'SUTRA10',
      discountPaise: 187_970,
      pointsUsed: 300,
      pointsOffPaise: 30_000,
    });
    expect(doc.creditsInvoice).toBeNull();
    expect(doc.reason).toBeNull();
    expect(doc.lines.map((l) => [l.kind, l.description, l.detail])).toEqual([
      ['goods', 'Suit', 'Navy · 40'],
      ['goods', 'Shirt', 'White · 40'],
      ['charge', 'Delivery charges', ''],
    ]);
  });

  it('states the payable amount in words', () => {
    const doc = buildInvoiceDocument(header('Rajasthan'), order);
    // ₹16,716.30 paid, ₹16,716 payable
    expect(paid).toBe(1_671_630);
    expect(doc.amountInWords).toBe('Rupees Sixteen Thousand Seven Hundred Sixteen Only');
  });

  it('credits the whole invoice under its own number, naming the invoice', () => {
    const invoice = buildInvoiceDocument(header('Karnataka'), order);
    const note = creditNoteFor(invoice, {
      number: 'CN/26-27/000001',
      financialYear: '26-27',
      issuedAt: new Date('2026-12-01T10:00:00Z'),
      reason: 'Order cancelled',
    });
    expect(note).toMatchObject({
      kind: 'credit-note',
      number: 'CN/26-27/000001',
      creditsInvoice: { number: 'SUT/26-27/000001', issuedAt: invoice.issuedAt },
      totals: invoice.totals,
      lines: invoice.lines,
    });
  });
});

describe('GST states', () => {
  it('recognises states in any case and their older names, and keeps an unknown one without a code', () => {
    expect(gstState(' RAJASTHAN ')).toEqual({ name: 'Rajasthan', code: '08' });
    expect(gstState('Orissa')).toEqual({ name: 'Odisha', code: '21' });
    expect(gstState('Jammu & Kashmir')).toEqual({ name: 'Jammu and Kashmir', code: '01' });
    expect(gstState('Atlantis')).toEqual({ name: 'Atlantis', code: null });
    expect(gstState('  Atlantis ')).toEqual({ name: 'Atlantis', code: null });
  });
});
