import { describe, expect, it } from 'vitest';
import { invoiceLayout, layoutRows, ORDER_INVOICE_TERMS } from './invoice-layout.js';
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
    const even = invoiceLayout(
      { ...INTRA_STATE_DOCUMENT, totals: { ...INTRA_STATE_DOCUMENT.totals, roundOffPaise: 0 } },
      'Rs.',
    );
    expect(even.totals.find((t) => t.label === 'Round off')?.value).toBe('Rs. 0.00');
  });

  it('titles and numbers a tax invoice as one, and totals its IGST under that name', () => {
    const intra = invoiceLayout(INTRA_STATE_DOCUMENT, 'Rs.');
    expect(intra.title).toBe('Tax Invoice');
    expect(intra.facts[0]).toEqual({ label: 'Invoice no.', value: 'SUT/26-27/000042', key: 'document-number' });
    expect(intra.notes[0]).toEqual({
      label: 'Amount in words',
      text: 'Rupees Sixteen Thousand Seven Hundred Sixteen Only',
      key: 'amount-in-words',
    });
    expect(intra.hsn.columns.map((c) => c.head).slice(3, 5)).toEqual(['CGST (Rs.)', 'SGST (Rs.)']);
    const inter = invoiceLayout(INTER_STATE_DOCUMENT, 'Rs.');
    expect(inter.totals.find((t) => t.key === 'total-igst')).toEqual({
      label: 'IGST',
      value: 'Rs. 2,197.65',
      key: 'total-igst',
    });
  });

  it("prints each line's CGST and SGST at half its GST rate, and the tax by HSN code as their sum", () => {
    const layout = invoiceLayout(INTRA_STATE_DOCUMENT, '₹');
    const rows = layoutRows(layout);
    expect(rows).toContain(
      '1 Navy Wool Suit Navy · 40 6203 1 14,999.00 1,739.28 11,237.06 9% 1,011.33 9% 1,011.33 13,259.72',
    );
    expect(rows).toContain(
      '2 White Poplin Shirt White · 40 6205 2 1,899.00 440.42 3,197.70 2.5% 79.94 2.5% 79.94 3,357.58',
    );
    expect(layout.hsn.rows.map((row) => row.map((c) => c.text))).toEqual([
      ['6203', '11,237.06', '18%', '1,011.33', '1,011.33', '2,022.66'],
      ['6205', '3,197.70', '5%', '79.94', '79.94', '159.88'],
      ['996812', '83.90', '18%', '7.55', '7.55', '15.10'],
    ]);
    expect(layout.hsn.footer?.map((c) => c.text)).toEqual([
      'Total',
      '14,518.66',
      '',
      '1,098.82',
      '1,098.82',
      '2,197.64',
    ]);
    expect(rows).toContain('Total 14,518.66  1,098.82 1,098.82 2,197.64');
    expect(layout.notes.find((n) => n.key === 'tax-note')?.text).toBe(
      'Supply within Rajasthan: GST charged as CGST and SGST, half the rate each.',
    );
    expect(layout.totals.slice(0, 3)).toEqual([
      { label: 'Total taxable value', value: '₹14,518.66' },
      { label: 'CGST', value: '₹1,098.82', key: 'total-cgst' },
      { label: 'SGST', value: '₹1,098.82', key: 'total-sgst' },
    ]);
  });

  it("prints each line's IGST at its full GST rate, and the tax by HSN code as that IGST", () => {
    const layout = invoiceLayout(INTER_STATE_DOCUMENT, '₹');
    expect(layout.items.rows[0]?.slice(6).map((c) => c.text)).toEqual(['11,237.05', '18%', '2,022.67', '13,259.72']);
    expect(layout.hsn.rows.map((row) => row.map((c) => c.text))).toEqual([
      ['6203', '11,237.05', '18%', '2,022.67', '2,022.67'],
      ['6205', '3,197.70', '5%', '159.88', '159.88'],
      ['996812', '83.90', '18%', '15.10', '15.10'],
    ]);
    expect(layout.hsn.footer?.map((c) => c.text)).toEqual(['Total', '14,518.65', '', '2,197.65', '2,197.65']);
    expect(layout.notes.find((n) => n.key === 'tax-note')?.text).toBe(
      'Supply from Rajasthan to Karnataka: GST charged as IGST.',
    );
  });

  it('sets the figures right and the words left, the description taking the room left', () => {
    const layout = invoiceLayout(INTRA_STATE_DOCUMENT, 'Rs.');
    const figures = (columns: typeof layout.items.columns) => columns.map((c) => c.numeric);
    expect(figures(layout.items.columns)).toEqual([false, false, false, ...Array(9).fill(true)]);
    expect(layout.items.columns.filter((c) => c.wide).map((c) => c.head)).toEqual([
      'Description of goods and services',
    ]);
    expect(figures(layout.hsn.columns)).toEqual([false, true, true, true, true, true]);
    expect(figures(invoiceLayout(INTER_STATE_DOCUMENT, 'Rs.').hsn.columns)).toEqual([false, true, true, true, true]);
    expect(layout.items.caption).toBe('Invoice items');
    expect(layout.hsn.caption).toBe('Tax by HSN code');
  });

  it('names a consumer as unregistered, and a registered buyer by GSTIN', () => {
    const consumer = invoiceLayout(INTRA_STATE_DOCUMENT, '₹');
    expect(consumer.parties.map((p) => [p.title, p.name, p.state, p.gstin])).toEqual([
      ['Bill to', 'Arjun Mehta', 'State: Rajasthan (code 08)', 'GSTIN: Unregistered (consumer)'],
      ['Ship to', 'Arjun Mehta', 'State: Rajasthan (code 08)', 'GSTIN: Unregistered (consumer)'],
    ]);
    const business = invoiceLayout(
      {
        ...INTRA_STATE_DOCUMENT,
        billTo: { ...INTRA_STATE_DOCUMENT.billTo, gstin: '08ABCDE1234F1Z5', state: 'Overseas', stateCode: null },
      },
      '₹',
    );
    expect(business.parties[0]).toMatchObject({ state: 'State: Overseas', gstin: 'GSTIN: 08ABCDE1234F1Z5' });
    expect(layoutRows(business)).toContain('GSTIN: 08ABCDE1234F1Z5');
  });

  it('states the order, its date and that no reverse charge applies', () => {
    const layout = invoiceLayout(INTRA_STATE_DOCUMENT, '₹');
    expect(layout.facts.slice(2)).toEqual([
      { label: 'Order no.', value: '1794892269457' },
      { label: 'Order date', value: '25 November 2026' },
      { label: 'Place of supply', value: '08 – Rajasthan', key: 'place-of-supply' },
      { label: 'Reverse charge', value: 'No' },
    ]);
    expect(layout.copy).toBe('Original for recipient');
    expect(layout.seller.wordmark).toBe('SUTRA');
    expect(layout.seller.contact).toBe('care@sutra.in · +91 98290 41414');
  });

  it('mentions discounts only when some were given, a coupon without a code by its amount alone', () => {
    const discountNote = (layout: ReturnType<typeof invoiceLayout>) =>
      layout.notes.filter((n) => n.text.startsWith('Discounts given'));
    expect(discountNote(invoiceLayout({ ...INTRA_STATE_DOCUMENT, reductions: null }, '₹'))).toEqual([]);
    const none = { couponCode: null, discountPaise: 0, pointsUsed: 0, pointsOffPaise: 0 };
    expect(discountNote(invoiceLayout({ ...INTRA_STATE_DOCUMENT, reductions: none }, '₹'))).toEqual([]);
    const couponOnly = invoiceLayout({ ...INTRA_STATE_DOCUMENT, reductions: { ...none, discountPaise: 5_000 } }, '₹');
    expect(discountNote(couponOnly).map((n) => n.text)).toEqual([
      'Discounts given on this invoice, spread over the goods by value: coupon ₹50.00.',
    ]);
    const pointsOnly = invoiceLayout(
      { ...INTRA_STATE_DOCUMENT, reductions: { ...none, pointsUsed: 120, pointsOffPaise: 12_000 } },
      '₹',
    );
    expect(discountNote(pointsOnly).map((n) => n.text)).toEqual([
      'Discounts given on this invoice, spread over the goods by value: 120 membership points ₹120.00.',
    ]);
    expect(layoutRows(pointsOnly)).toContain('Amount in words: Rupees Sixteen Thousand Seven Hundred Sixteen Only');
    expect(layoutRows(pointsOnly)).toContain('Payment: Prepaid online (Razorpay)');
  });

  it("prints a sample's CIN, courier and signatory, and leaves an issued document unsigned", () => {
    const issued = invoiceLayout(INTRA_STATE_DOCUMENT, '₹');
    expect(issued.signature).toEqual({
      for: 'For Sutra Menswear Private Limited',
      name: null,
      title: 'Authorised Signatory',
    });
    expect(issued.notes.some((n) => n.label === 'Shipped via')).toBe(false);
    expect(issued.terms).toEqual({ title: 'Terms & conditions', items: ORDER_INVOICE_TERMS });
    expect(issued.footer).toBe(
      'This is a computer-generated invoice. Registered office: Sutra Atelier, 21 Prithviraj Road, C-Scheme, ' +
        'Jaipur, Rajasthan 302001. Questions about it? Write to care@sutra.in.',
    );
    const sample = invoiceLayout(
      { ...INTRA_STATE_DOCUMENT, seller: { ...INTRA_STATE_DOCUMENT.seller, cin: 'U18101RJ2024PTC012345' } },
      '₹',
      { courier: 'Delhivery', signatory: 'Meera Rathore', terms: ['Sample terms.'] },
    );
    expect(sample.seller.ids).toContainEqual({ label: 'CIN', value: 'U18101RJ2024PTC012345' });
    const rows = layoutRows(sample);
    for (const row of ['Shipped via: Delhivery', 'Meera Rathore', 'Sample terms.', 'CIN U18101RJ2024PTC012345']) {
      expect(rows).toContain(row);
    }
    const unsigned = layoutRows(issued);
    const signedFor = unsigned.indexOf('For Sutra Menswear Private Limited');
    expect(unsigned[signedFor + 1]).toBe('Authorised Signatory');
    expect(layoutRows(invoiceLayout(CREDIT_NOTE_DOCUMENT, '₹')).at(-1)).toMatch(
      /^This is a computer-generated credit note\./,
    );
  });

  it('prints both parties and the signature block among its rows', () => {
    const rows = layoutRows(invoiceLayout(INTRA_STATE_DOCUMENT, '₹'));
    for (const row of [
      'Bill to',
      'Ship to',
      '14 Johari Bazaar Road',
      'State: Rajasthan (code 08)',
      'Terms & conditions',
      'For Sutra Menswear Private Limited',
      'Authorised Signatory',
    ]) {
      expect(rows).toContain(row);
    }
    expect(rows.filter((r) => r === 'Arjun Mehta')).toHaveLength(2);
  });
});
