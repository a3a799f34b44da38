/**
 * A cart's figures, by the spec's rule (section 4, "Cart"): a line costs its matched variant's sale price times its
 * quantity; the count is the sum of quantities over every line (the header badge); the total is the sum of line
 * totals over the lines that can be bought. A line whose product went out of stock after it was added stays in the
 * cart, flagged, and is left out of the total, so the total is what checkout would charge. All in integer paise.
 * The api answers these figures; the browser runs the same rule only to show a quantity change before the answer.
 */

export interface TotalledLine {
  readonly quantity: number;
  /** The matched variant's sale price, paise. */
  readonly unitPricePaise: number;
  readonly inStock: boolean;
}

export interface CartTotals {
  count: number;
  totalPaise: number;
  /** Lines whose product is out of stock. */
  outOfStockLines: number;
}

export const lineTotalPaise = (line: Pick<TotalledLine, 'quantity' | 'unitPricePaise'>): number =>
  line.unitPricePaise * line.quantity;

export function cartTotals(lines: readonly TotalledLine[]): CartTotals {
  let count = 0;
  let totalPaise = 0;
  let outOfStockLines = 0;
  for (const line of lines) {
    count += line.quantity;
    if (line.inStock) totalPaise += lineTotalPaise(line);
    else outOfStockLines += 1;
  }
  return { count, totalPaise, outOfStockLines };
}
