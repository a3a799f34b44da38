import type { OrderJson } from '@sutra/api/wire';

/** GET /order's list answer, as OrderConnection's parent. */
export interface OrderConnectionParent {
  result: OrderJson[];
  total: number;
  nextCursor: string | null;
}

/** POST /order's answer, as PlaceOrderPayload's parent (its cart is read after the order). */
export interface PlaceOrderParent {
  order: OrderJson;
  message: string;
}
