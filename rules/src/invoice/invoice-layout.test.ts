import { describe, expect, it } from 'vitest';
import { invoiceLayout, layoutRows } from './invoice-layout.js';
import { CREDIT_NOTE_DOCUMENT, INTER_STATE_DOCUMENT, INTRA_STATE_DOCUMENT } from './test/sample-documents.js';

const heads = (layout: ReturnType<typeof invoiceLayout>) =>
  layout.items.columns.map((c) => (c.group ? `${c.group} ${c.head}` : c.head));

describe('the invoice layout (what the page and the PDF both print)', () => {
  it('lays out CGST and SGST, half the rate each, for a delivery within Rajasthan', () => {
    const layout = invoiceLayout(INTRA_STATE_DOCUMENT, '₹');
    expect(heads(layout)).toEqual([
      '#',
      'Description of goods and services',
      'HSN',
      'Qty',
      'Price (₹, incl. GST)',
      'Discount (₹)',
      'Taxable value (₹)',
      'CGST Rate',
      'CGST Amount (₹)',
      'SGST Rate',
      'SGST Amount (₹)',
      'Total (₹)',
    ]);
    const suit = layout.items.rows[0]?.map((c) => c.text);
    const line = INTRA_STATE_DOCUMENT.lines[0];
    expect(suit?.slice(0, 5)).toEqual(['1', 'Navy Wool Suit', line?.hsn, '1', '14,999.00']);
    expect(layout.items.rows[0]?.[1]?.detail).toBe('Navy · 40');
    expect(layout.items.rows).toHaveLength(INTRA_STATE_DOCUMENT.lines.length);
    expect(layout.totals.map((t) => t.label)).toEqual(['Total taxable value', 'CGST', 'SGST', 'Round off']);
    expect(layout.grandTotal).toEqual({ label: 'Invoice total', value: '₹16,716.00', key: 'invoice-total' });
    expect(layout.facts.find((f) => f.key === 'place-of-supply')?.value).toBe('08 – Rajasthan');
    expect(layout.facts.find((f) => f.label === 'Invoice date')?.value).toBe('25 November 2026');
    expect(layout.seller.ids).toEqual([
      { label: 'GSTIN', value: '08AAKCS4821M1ZW', key: 'seller-gstin' },
      { label: 'PAN', value: 'AAKCS4821M' },
    ]);
    expect(layout.notes.map((n) => n.text)).toContain(
      'Discounts given on this invoice, spread over the goods by value: coupon SUTRA10 ₹1,879.70; 300 membership points ₹300.00.',
    );
  });

  it('lays out IGST at the full rate for a delivery to another state', () => {
    const layout = invoiceLayout(INTER_STATE_DOCUMENT, '₹');
    expect(heads(layout)).toContain('IGST Amount (₹)');
    expect(heads(layout).some((h) => h.startsWith('CGST'))).toBe(false);
    expect(layout.totals.find((t) => t.key === 'total-igst')?.value).toMatch(/^₹[\d,]+\.\d\d$/);
    expect(layout.hsn.columns.map((c) => c.head)).toEqual([
      'HSN',
      'Taxable value (₹)',
      'GST rate',
      'IGST (₹)',
      'Total tax (₹)',
    ]);
  });

  it('says delivery was free only when no charge line was invoiced', () => {
    const charged = invoiceLayout(INTRA_STATE_DOCUMENT, '₹');
    expect(charged.totals.some((t) => t.label === 'Shipping')).toBe(false);
    const free = invoiceLayout({ ...INTRA_STATE_DOCUMENT, lines: INTRA_STATE_DOCUMENT.lines.slice(0, 2) }, '₹');
    expect(free.totals).toContainEqual({ label: 'Shipping', value: 'Free' });
  });

  it('names the invoice a credit note credits, and why', () => {
    const layout = invoiceLayout(CREDIT_NOTE_DOCUMENT, '₹');
    expect(layout.title).toBe('Credit Note');
    expect(layout.facts.slice(0, 4)).toEqual([
      { label: 'Credit note no.', value: 'CN/26-27/000003', key: 'document-number' },
      { label: 'Credit note date', value: '28 November 2026' },
      { label: 'Against invoice', value: 'SUT/26-27/000042' },
      { label: 'Invoice date', value: '25 November 2026' },
    ]);
    expect(layout.notes).toContainEqual({
      label: 'Reason',
      text: 'Order cancelled. This note credits the whole of the invoice.',
    });
    expect(layout.grandTotal.label).toBe('Credit note total');
  });

  it('prints the same rows in rupees (the page) and in Rs. (the PDF), only the sign told apart', () => {
    for (const document of [INTRA_STATE_DOCUMENT, INTER_STATE_DOCUMENT, CREDIT_NOTE_DOCUMENT]) {
      const page = layoutRows(invoiceLayout(document, '₹'));
      const pdf = layoutRows(invoiceLayout(document, 'Rs.'));
      expect(pdf.map((row) => row.replaceAll('Rs. ', '₹').replaceAll('(Rs.', '(₹'))).toEqual(page);
      expect(pdf.some((row) => row.includes('₹'))).toBe(false);
    }
  });

  it('writes a negative round-off with a minus before the sign', () => {
    const layout = invoiceLayout(
      { ...INTRA_STATE_DOCUMENT, totals: { ...INTRA_STATE_DOCUMENT.totals, roundOffPaise: -40 } },
      'Rs.',
    );
    expect(layout.totals.find((t) => t.label === 'Round off')?.value).toBe('-Rs. 0.40');
  });
});
