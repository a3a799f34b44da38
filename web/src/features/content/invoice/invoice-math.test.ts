import { describe, expect, it } from 'vitest';
import { apparelRateBp, computeInvoice, formatPaise, formatRate } from './invoice-math';
import { INTER_STATE_INVOICE, INTRA_STATE_INVOICE } from './invoice-samples';

describe('invoice arithmetic', () => {
  it('splits GST into equal CGST and SGST within a state, taken out of GST-inclusive prices', () => {
    const totals = computeInvoice(INTRA_STATE_INVOICE.lines, 'intra-state');
    const [suit, shirts, tie] = totals.lines;
    // ₹14,999 less ₹1,500 = ₹13,499 paid, of which 18% GST: taxable ₹11,439.83, CGST = SGST = 9% of that.
    expect(suit).toMatchObject({ taxablePaise: 1_143_983, cgstPaise: 102_958, sgstPaise: 102_958, igstPaise: 0 });
    expect(shirts).toMatchObject({ taxablePaise: 325_524, cgstPaise: 8_138, sgstPaise: 8_138, igstPaise: 0 });
    expect(tie).toMatchObject({ taxablePaise: 111_333, cgstPaise: 2_783, sgstPaise: 2_783, igstPaise: 0 });
    expect(totals).toMatchObject({
      taxablePaise: 1_580_840,
      cgstPaise: 113_879,
      sgstPaise: 113_879,
      igstPaise: 0,
      totalPaise: 1_808_598,
      roundOffPaise: 2,
      payablePaise: 1_808_600,
    });
  });

  it('charges IGST at the full rate across a state border', () => {
    const totals = computeInvoice(INTER_STATE_INVOICE.lines, 'inter-state');
    expect(totals.lines.map((l) => [l.taxablePaise, l.igstPaise, l.cgstPaise + l.sgstPaise])).toEqual([
      [805_000, 144_900, 0],
      [418_857, 20_943, 0],
      [76_095, 3_805, 0],
    ]);
    expect(totals).toMatchObject({
      igstPaise: 169_648,
      totalPaise: 1_469_600,
      roundOffPaise: 0,
      payablePaise: 1_469_600,
    });
  });

  it('makes the invoice total what the buyer paid, to the rupee', () => {
    for (const invoice of [INTRA_STATE_INVOICE, INTER_STATE_INVOICE]) {
      const paid = invoice.lines.reduce((n, l) => n + l.unitPricePaise * l.quantity - l.discountPaise, 0);
      expect(computeInvoice(invoice.lines, invoice.supply).payablePaise).toBe(Math.round(paid / 100) * 100);
    }
  });

  it('gives each sample line the apparel rate its taxable value per piece calls for', () => {
    for (const invoice of [INTRA_STATE_INVOICE, INTER_STATE_INVOICE]) {
      for (const line of computeInvoice(invoice.lines, invoice.supply).lines) {
        expect(line.rateBp, line.description).toBe(apparelRateBp(line.taxablePaise / line.quantity));
      }
    }
  });

  it('sums the tax per HSN code and rate', () => {
    const { hsn } = computeInvoice(INTRA_STATE_INVOICE.lines, 'intra-state');
    expect(hsn.map((r) => [r.hsn, r.rateBp, r.quantity, r.taxablePaise])).toEqual([
      ['62031100', 1800, 1, 1_143_983],
      ['62052000', 500, 2, 325_524],
      ['62151000', 500, 1, 111_333],
    ]);
  });

  it('formats amounts with Indian grouping and two decimals, and rates as percentages', () => {
    expect(formatPaise(1_808_600)).toBe('18,086.00');
    expect(formatPaise(12_345_678)).toBe('1,23,456.78');
    expect(formatRate(250)).toBe('2.5%');
    expect(formatRate(1800)).toBe('18%');
  });
});
