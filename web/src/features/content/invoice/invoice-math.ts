/**
 * A tax invoice's arithmetic, in integer paise. Sutra's prices include GST, so each line's taxable value is taken
 * back out of what the buyer pays (after any discount), and the tax is then charged on that value at the line's
 * rate: as CGST and SGST at half the rate each when the goods stay in the seller's state, as IGST at the full
 * rate when they cross a state border. The invoice total is rounded to the rupee, the difference shown as Round off.
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

/** Ready-made clothing (HSN chapters 61 and 62) pays 5 % up to ₹2,500 of taxable value a piece, 18 % above. */
export const APPAREL_LOW_RATE_LIMIT_PAISE = 250_000;
export const apparelRateBp = (taxablePerPiecePaise: number): number =>
  taxablePerPiecePaise <= APPAREL_LOW_RATE_LIMIT_PAISE ? 500 : 1800;

const share = (paise: number, bp: number): number => Math.round((paise * bp) / 10_000);

export function computeLine(line: InvoiceLine, supply: Supply): ComputedLine {
  const paid = line.unitPricePaise * line.quantity - line.discountPaise;
  const taxablePaise = Math.round((paid * 10_000) / (10_000 + line.rateBp));
  const cgstPaise = supply === 'intra-state' ? share(taxablePaise, line.rateBp / 2) : 0;
  const sgstPaise = cgstPaise;
  const igstPaise = supply === 'inter-state' ? share(taxablePaise, line.rateBp) : 0;
  return {
    ...line,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise,
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
  const payablePaise = Math.round(totalPaise / 100) * 100;
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

const twoDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1499900` -> `14,999.00` (en-IN grouping; the currency is named in the column heads). */
export const formatPaise = (paise: number): string => twoDecimals.format(paise / 100);

/** `250` -> `2.5%`, `1800` -> `18%`. */
export const formatRate = (bp: number): string => `${bp / 100}%`;
