import { roundedQuotient } from '../money.js';

/**
 * A tax invoice's arithmetic, in integer paise. Sutra's prices include GST, so the tax is taken back out of what the
 * buyer pays for a line (after the store's reductions): as CGST and SGST at half the rate each when the goods stay in
 * the seller's state, as IGST at the full rate when they cross a state border. Each tax is rounded to the paisa and
 * the taxable value is what is left, so a line's total is exactly what the buyer paid for it and the invoice adds up
 * to the order's value; the tax then differs from rate × taxable value by less than a paisa. CGST and SGST are
 * rounded once and taken equal (one half-rate amount, twice), as the two must be. The invoice total is rounded to the
 * rupee, the difference shown as Round off.
 */

export type Supply = 'intra-state' | 'inter-state';

export interface InvoiceLine {
  description: string;
  /** Size, colour and the like. */
  detail: string;
  hsn: string;
  quantity: number;
  /** The selling price of one piece, GST included. */
  unitPricePaise: number;
  /** The discount on the whole line, GST included. */
  discountPaise: number;
  /** The GST rate in basis points: 500 = 5 %, 1800 = 18 %. */
  rateBp: number;
}

export interface ComputedLine extends InvoiceLine {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface HsnRow {
  hsn: string;
  rateBp: number;
  quantity: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceTotals {
  lines: ComputedLine[];
  hsn: HsnRow[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Before rounding to the rupee. */
  totalPaise: number;
  roundOffPaise: number;
  payablePaise: number;
}

/**
 * The tax at `rateBp / parts` inside a GST-inclusive amount taxed at `rateBp` in all (`parts` 2: CGST or SGST, half
 * the rate each), to the paisa: a quotient of whole numbers, so an odd rate's half is exact too.
 */
const taxInside = (inclusivePaise: number, rateBp: number, parts: 1 | 2): number =>
  roundedQuotient(inclusivePaise * rateBp, parts * (10_000 + rateBp));

export function computeLine(line: InvoiceLine, supply: Supply): ComputedLine {
  const paid = line.unitPricePaise * line.quantity - line.discountPaise;
  if (paid < 0) throw new RangeError(`a line cannot be discounted below nothing: ${line.description}`);
  const cgstPaise = supply === 'intra-state' ? taxInside(paid, line.rateBp, 2) : 0;
  const sgstPaise = cgstPaise;
  const igstPaise = supply === 'inter-state' ? taxInside(paid, line.rateBp, 1) : 0;
  return {
    ...line,
    taxablePaise: paid - cgstPaise - sgstPaise - igstPaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: paid,
  };
}

const sum = <T>(rows: readonly T[], pick: (row: T) => number): number => rows.reduce((n, row) => n + pick(row), 0);

export function computeInvoice(lines: readonly InvoiceLine[], supply: Supply): InvoiceTotals {
  const computed = lines.map((line) => computeLine(line, supply));
  const byHsn = new Map<string, HsnRow>();
  for (const line of computed) {
    const key = `${line.hsn}@${line.rateBp}`;
    const row = byHsn.get(key) ?? {
      hsn: line.hsn,
      rateBp: line.rateBp,
      quantity: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    row.quantity += line.quantity;
    row.taxablePaise += line.taxablePaise;
    row.cgstPaise += line.cgstPaise;
    row.sgstPaise += line.sgstPaise;
    row.igstPaise += line.igstPaise;
    byHsn.set(key, row);
  }
  const totalPaise = sum(computed, (l) => l.totalPaise);
  const payablePaise = roundedQuotient(totalPaise, 100) * 100;
  return {
    lines: computed,
    hsn: [...byHsn.values()],
    taxablePaise: sum(computed, (l) => l.taxablePaise),
    cgstPaise: sum(computed, (l) => l.cgstPaise),
    sgstPaise: sum(computed, (l) => l.sgstPaise),
    igstPaise: sum(computed, (l) => l.igstPaise),
    totalPaise,
    roundOffPaise: payablePaise - totalPaise,
    payablePaise,
  };
}

/** `250` -> `2.5%`, `1800` -> `18%`. */
export const formatRate = (bp: number): string => `${bp / 100}%`;
