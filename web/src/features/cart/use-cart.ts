import { useApolloClient } from '@apollo/client/react';
import { type ChosenOptions, lineHasOptions } from '@sutra/rules';
import { useCallback, useEffect, useMemo } from 'react';
import type { CartFullFragment, CartLineViewFragment } from '../../__generated__/graphql';
import { AddToCartDocument } from '../../__generated__/operations/AddToCart';
import { useCartPageQuery } from '../../__generated__/operations/CartPage';
import { RemoveCartLineDocument } from '../../__generated__/operations/RemoveCartLine';
import { UpdateCartLineDocument } from '../../__generated__/operations/UpdateCartLine';
import { notify } from '../../app/toast';
import { readableServerError } from '../../shared/errors';
import { useSession } from '../../shared/session/session';
import { lineName, toAttributeInput } from './cart-lines';
import { optimisticCart } from './cart-optimistic';

export type CartLine = CartLineViewFragment;

/** A line to add, as the details page's ADD TO CART sends it. */
export interface AddToCartRequest {
  productId: string;
  quantity: number;
  /** Keyed by the lower-cased attribute label; null (or empty) for a product without options. */
  attributes: ChosenOptions | null;
}

export interface CartState {
  /** The signed-in buyer's cart as the server priced it; null for a guest or until it answers. */
  cart: CartFullFragment | null;
  loading: boolean;
  error: unknown;
  add(request: AddToCartRequest): Promise<CartFullFragment>;
  /** Sets a line's quantity at once (optimistically); below 1 removes the line. */
  setQuantity(line: CartLine, quantity: number): Promise<boolean>;
  remove(line: CartLine): Promise<boolean>;
  refetch(): Promise<unknown>;
}

const failureText = (error: unknown) => readableServerError(error) ?? 'Please check your connection and try again.';

/**
 * The signed-in buyer's cart (the viewer's `cart`, asked only with a token, afresh on each page that shows it) and its
 * writes. Every write answers the whole cart, priced by the server (matched variants, line totals, count, total),
 * which replaces the cached one: the header badge and every screen follow. Quantity changes and removals show at once
 * (cart-optimistic.ts) and are put back, with a notice, when the server refuses.
 */
export function useCart(): CartState {
  const { signedIn } = useSession();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useCartPageQuery({ skip: !signedIn, fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) console.error('Failed to fetch cart', error);
  }, [error]);

  const remove = useCallback(
    async (line: CartLine): Promise<boolean> => {
      try {
        await client.mutate({
          mutation: RemoveCartLineDocument,
          variables: { lineId: line.id },
          optimisticResponse: (_, { IGNORE }) => {
            const next = optimisticCart(client.cache, { lineId: line.id, remove: true });
            return next ? { __typename: 'Mutation' as const, removeCartLine: next } : IGNORE;
          },
        });
        notify({ type: 'success', title: 'Removed from your cart', description: lineName(line) });
        return true;
      } catch (e) {
        console.error('Failed to remove from cart', e);
        notify({
          type: 'error',
          title: `Couldn’t remove ${lineName(line)} from your cart`,
          description: failureText(e),
        });
        return false;
      }
    },
    [client],
  );

  const setQuantity = useCallback(
    async (line: CartLine, quantity: number): Promise<boolean> => {
      if (quantity < 1) return remove(line);
      try {
        await client.mutate({
          mutation: UpdateCartLineDocument,
          variables: { lineId: line.id, quantity },
          optimisticResponse: (_, { IGNORE }) => {
            const next = optimisticCart(client.cache, { lineId: line.id, quantity });
            return next ? { __typename: 'Mutation' as const, updateCartLine: next } : IGNORE;
          },
        });
        return true;
      } catch (e) {
        console.error('Failed to update cart', e);
        notify({
          type: 'error',
          title: `Couldn’t change the quantity of ${lineName(line)}`,
          description: failureText(e),
        });
        return false;
      }
    },
    [client, remove],
  );

  const add = useCallback(
    async ({ productId, quantity, attributes }: AddToCartRequest) => {
      const before = data?.cart?.lines.find(
        (l) => l.product.id === productId && lineHasOptions(l.attributes, attributes),
      );
      try {
        const result = await client.mutate({
          mutation: AddToCartDocument,
          variables: { productId, quantity, attributes: toAttributeInput(attributes) },
        });
        const cart = result.data?.addToCart;
        if (!cart) throw new Error('The cart did not answer');
        const line = cart.lines.find((l) => l.product.id === productId && lineHasOptions(l.attributes, attributes));
        const capped = line && (before?.quantity ?? 0) + quantity > line.quantity;
        notify({
          type: 'success',
          title: 'Added to your cart',
          description: line
            ? capped
              ? `${lineName(line)}: your cart holds at most ${cart.maxQuantityPerLine} of one item, so it now has ${line.quantity}.`
              : `${lineName(line)} × ${quantity}`
            : undefined,
        });
        return cart;
      } catch (e) {
        notify({ type: 'error', title: 'Couldn’t add this to your cart', description: failureText(e) });
        throw e;
      }
    },
    [client, data],
  );

  const cart = signedIn ? (data?.cart ?? null) : null;
  return useMemo(
    () => ({
      cart,
      loading: signedIn && loading && !data,
      error,
      add,
      setQuantity,
      remove,
      refetch: () => (signedIn ? refetch() : Promise.resolve()),
    }),
    [cart, signedIn, loading, data, error, add, setQuantity, remove, refetch],
  );
}
