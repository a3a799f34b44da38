import type { ApolloCache } from '@apollo/client';
import type { CartFullFragment } from '../../__generated__/graphql';
import { CartPageDocument } from '../../__generated__/operations/CartPage';

export type CartChange = { lineId: string; quantity: number } | { lineId: string; remove: true };

type PricedLine = Pick<CartFullFragment['lines'][number], 'quantity' | 'unitPrice' | 'inStock'>;

/** Rupees to whole paise and back: sums run in paise, as the server's do, so no float drift shows. */
const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (amount: number) => amount / 100;

/** A line's total: the matched variant's sale price (the server's `unitPrice`) times the quantity. */
export const lineTotal = (line: Pick<PricedLine, 'quantity' | 'unitPrice'>): number =>
  rupees(paise(line.unitPrice) * line.quantity);

/**
 * The cart's figures from its lines, by the spec's rule as the server applies it: the count is the sum of quantities
 * (every line), the total the sum of line totals over the lines in stock (a line gone out of stock is not charged).
 */
export function cartFigures(lines: readonly PricedLine[]): { count: number; total: number; outOfStockLines: number } {
  let count = 0;
  let total = 0;
  let outOfStockLines = 0;
  for (const line of lines) {
    count += line.quantity;
    if (line.inStock) total += paise(line.unitPrice) * line.quantity;
    else outOfStockLines += 1;
  }
  return { count, total: rupees(total), outOfStockLines };
}

/**
 * The cart as it will be once a line's quantity changes or the line goes, built from the cached cart (optimistic
 * layers included, so quick clicks build on each other): the quantity, the line total, the count and the total change
 * at once, worked out from the unit prices the server gave (the matched variants' sale prices). The server's answer
 * replaces them a moment later, and a refusal puts the cart back as it was. Null when no cart is cached: the change
 * then waits for the server.
 */
export function optimisticCart(cache: ApolloCache, change: CartChange): CartFullFragment | null {
  const cart = cache.readQuery({ query: CartPageDocument, optimistic: true })?.cart;
  if (!cart) return null;
  const line = cart.lines.find((l) => l.id === change.lineId);
  if (!line) return cart;
  const quantity = 'remove' in change || change.quantity < 1 ? 0 : change.quantity;
  const lines =
    quantity === 0
      ? cart.lines.filter((l) => l.id !== line.id)
      : cart.lines.map((l) => (l.id === line.id ? { ...l, quantity, lineTotal: lineTotal({ ...l, quantity }) } : l));
  return { ...cart, ...cartFigures(lines), lines };
}
