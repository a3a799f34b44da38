import type { ApolloCache } from '@apollo/client';
import { cartTotals, lineTotalPaise } from '@sutra/rules';
import type { CartFullFragment, MoneyFragment } from '../../__generated__/graphql';
import { CartPageDocument } from '../../__generated__/operations/CartPage';
import { inr, type Money } from '../../shared/money/format-money';

export type CartChange = { lineId: string; quantity: number } | { lineId: string; remove: true };

type PricedLine = { quantity: number; unitPrice: Money; inStock: boolean };

/** A line's total: the shared rule on the server's `unitPrice` (the matched variant's sale price), in paise. */
export const lineTotal = (line: Pick<PricedLine, 'quantity' | 'unitPrice'>): MoneyFragment =>
  inr(lineTotalPaise({ quantity: line.quantity, unitPricePaise: line.unitPrice.paise }));

/**
 * The cart's figures from its lines, by the shared rule the server applies (`cartTotals` in `@sutra/rules`): the count
 * over every line, the total over the lines in stock.
 */
export function cartFigures(lines: readonly PricedLine[]): {
  count: number;
  total: MoneyFragment;
  outOfStockLines: number;
} {
  const { count, totalPaise, outOfStockLines } = cartTotals(
    lines.map((l) => ({ quantity: l.quantity, unitPricePaise: l.unitPrice.paise, inStock: l.inStock })),
  );
  return { count, total: inr(totalPaise), outOfStockLines };
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
