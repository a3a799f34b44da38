import { describe, expect, it } from 'vitest';
import { formatPaise } from '../money.js';
import { computeInvoice, computeLine, formatRate, type InvoiceLine } from './invoice-math.js';

const rupees = (n: number) => n * 100;
const suit: InvoiceLine = {
  description: 'Wool-Blend Two-Piece Suit',
  detail: 'Size 40 · Navy',
  hsn: '6203',
  quantity: 1,
  unitPricePaise: rupees(14_999),
  discountPaise: rupees(1_500),
  rateBp: 1800,
};
const shirts: InvoiceLine = {
  description: 'Cotton Poplin Shirt',
  detail: 'Size 40 · White',
  hsn: '6205',
  quantity: 2,
  unitPricePaise: rupees(1_899),
  discountPaise: rupees(380),
  rateBp: 500,
};

describe('invoice arithmetic', () => {
  it('splits 18 % GST within a state into equal CGST and SGST at 9 % each, out of the GST-inclusive price', () => {
    // ₹13,499 paid; 9/118 of it is ₹1,029.58 (rounded to the paisa), twice; the taxable value is the rest.
    expect(computeLine(suit, 'intra-state')).toMatchObject({
      cgstPaise: 102_958,
      sgstPaise: 102_958,
      igstPaise: 0,
      taxablePaise: 1_143_984,
      totalPaise: 1_349_900,
    });
  });

  it('splits 5 % GST within a state into CGST and SGST at 2.5 % each', () => {
    // 2 × ₹1,899 less ₹380 = ₹3,418 paid; 2.5/105 of it is ₹81.38.
    expect(computeLine(shirts, 'intra-state')).toMatchObject({
      cgstPaise: 8_138,
      sgstPaise: 8_138,
      igstPaise: 0,
      taxablePaise: 325_524,
      totalPaise: 341_800,
    });
  });

  it('charges IGST at the full rate across a state border, and no CGST or SGST', () => {
    expect(computeLine(suit, 'inter-state')).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 205_917,
      taxablePaise: 1_143_983,
      totalPaise: 1_349_900,
    });
    expect(computeLine(shirts, 'inter-state')).toMatchObject({ igstPaise: 16_276, taxablePaise: 325_524 });
  });

  it('keeps each tax within a paisa of its rate applied to the taxable value', () => {
    for (const line of [suit, shirts]) {
      const intra = computeLine(line, 'intra-state');
      expect(Math.abs(intra.cgstPaise - (intra.taxablePaise * line.rateBp) / 20_000)).toBeLessThan(1);
      const inter = computeLine(line, 'inter-state');
      expect(Math.abs(inter.igstPaise - (inter.taxablePaise * line.rateBp) / 10_000)).toBeLessThan(1);
    }
  });

  it('adds lines up per HSN code and rate, to exactly what was paid', () => {
    const totals = computeInvoice(
      [suit, shirts, { ...shirts, description: 'Another shirt', quantity: 1 }],
      'intra-state',
    );
    expect(totals.hsn.map((r) => [r.hsn, r.rateBp, r.quantity])).toEqual([
      ['6203', 1800, 1],
      ['6205', 500, 3],
    ]);
    expect(totals.totalPaise).toBe(1_349_900 + 341_800 + (189_900 - 38_000));
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise).toBe(totals.totalPaise);
    expect(totals.cgstPaise).toBe(totals.sgstPaise);
  });

  it('states in each HSN row the taxable value and taxes of its lines, the rows adding up to the totals', () => {
    const lines = [suit, shirts, { ...shirts, description: 'Another shirt', quantity: 1 }];
    for (const supply of ['intra-state', 'inter-state'] as const) {
      const totals = computeInvoice(lines, supply);
      const [suitRow, shirtsRow] = totals.hsn;
      const [suitLine, shirtLine, anotherShirt] = totals.lines;
      const heads = (row?: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }) => [
        row?.taxablePaise,
        row?.cgstPaise,
        row?.sgstPaise,
        row?.igstPaise,
      ];
      expect(heads(suitRow), supply).toEqual(heads(suitLine));
      const shirtHeads = heads(shirtLine).map((paise, i) => (paise ?? 0) + (heads(anotherShirt)[i] ?? 0));
      expect(heads(shirtsRow), supply).toEqual(shirtHeads);
      const sumOf = (pick: (row: (typeof totals.hsn)[number]) => number) =>
        totals.hsn.reduce((n, row) => n + pick(row), 0);
      expect(
        sumOf((r) => r.taxablePaise + r.cgstPaise + r.sgstPaise + r.igstPaise),
        supply,
      ).toBe(totals.totalPaise);
    }
  });

  it('rounds the invoice total to the nearest rupee and shows the difference as round off', () => {
    const line = (paise: number): InvoiceLine => ({ ...shirts, quantity: 1, unitPricePaise: paise, discountPaise: 0 });
    expect(computeInvoice([line(10_049)], 'inter-state')).toMatchObject({
      totalPaise: 10_049,
      roundOffPaise: -49,
      payablePaise: 10_000,
    });
    expect(computeInvoice([line(10_050)], 'inter-state')).toMatchObject({ roundOffPaise: 50, payablePaise: 10_100 });
    expect(computeInvoice([line(10_000)], 'intra-state')).toMatchObject({ roundOffPaise: 0, payablePaise: 10_000 });
  });

  it('refuses a line discounted below nothing, and taxes one discounted to exactly nothing at nothing', () => {
    expect(() => computeLine({ ...shirts, discountPaise: rupees(5_000) }, 'intra-state')).toThrow(RangeError);
    expect(computeLine({ ...shirts, discountPaise: rupees(2 * 1_899) }, 'intra-state')).toMatchObject({
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: 0,
    });
  });

  it('formats amounts with Indian grouping and two decimals, and rates as percentages', () => {
    expect(formatPaise(1_808_600)).toBe('18,086.00');
    expect(formatPaise(12_345_678)).toBe('1,23,456.78');
    expect(formatRate(250)).toBe('2.5%');
    expect(formatRate(1800)).toBe('18%');
  });
});
