import type { CheckoutItemFragment } from '../../__generated__/graphql';
import { useCheckoutPageQuery } from '../../__generated__/operations/CheckoutPage';

export interface CheckoutCart {
  cart: { total: number; lines: CheckoutItemFragment[] } | null;
  loading: boolean;
  /** True while a removal is on its way. */
  updating: boolean;
  canRemove: boolean;
  remove(line: CheckoutItemFragment): void;
}

/** The cart checkout shows (interim: read with the page; removal arrives with the cart slice's hooks). */
export function useCheckoutCart(): CheckoutCart {
  const { data, loading } = useCheckoutPageQuery({ fetchPolicy: 'cache-first' });
  return {
    cart: data?.cart ?? null,
    loading: loading && !data,
    updating: false,
    canRemove: false,
    remove: () => undefined,
  };
}
