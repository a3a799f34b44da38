import type { ApolloCache } from '@apollo/client';
import type { CartFullFragment } from '../../__generated__/graphql';
import { CartPageDocument } from '../../__generated__/operations/CartPage';

export type CartChange = { lineId: string; quantity: number } | { lineId: string; remove: true };

/**
 * The cart as it will be once a line's quantity changes or the line goes, built from the cached cart (optimistic
 * layers included, so quick clicks build on each other): the quantities and the count (the sum of quantities) change
 * at once. Money is the server's alone: totals and line totals keep the last answer's figures until the write
 * answers (the page shows them as updating meanwhile). Null when no cart is cached: the change then waits for the
 * server.
 */
export function optimisticCart(cache: ApolloCache, change: CartChange): CartFullFragment | null {
  const cart = cache.readQuery({ query: CartPageDocument, optimistic: true })?.cart;
  if (!cart) return null;
  const line = cart.lines.find((l) => l.id === change.lineId);
  if (!line) return cart;
  const quantity = 'remove' in change || change.quantity < 1 ? 0 : change.quantity;
  const count = Math.max(0, cart.count - line.quantity + quantity);
  if (quantity === 0) {
    return {
      ...cart,
      count,
      lines: cart.lines.filter((l) => l.id !== line.id),
      outOfStockLines: Math.max(0, cart.outOfStockLines - (line.inStock ? 0 : 1)),
    };
  }
  return { ...cart, count, lines: cart.lines.map((l) => (l.id === line.id ? { ...l, quantity } : l)) };
}
