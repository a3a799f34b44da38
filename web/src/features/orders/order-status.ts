import type { OrderListStatus } from '../../__generated__/graphql';

/** My Orders' status of a product line, as shown, with its badge colour (spec section 4). */
export const LIST_STATUS: Record<OrderListStatus, { label: string; palette: 'yellow' | 'green' | 'gray' }> = {
  PENDING: { label: 'Pending', palette: 'yellow' },
  SHIPPED: { label: 'Shipped', palette: 'green' },
  DELIVERED: { label: 'Delivered', palette: 'gray' },
};

/** An order's address on one line: add1, add2, city, state, pincode joined by commas, blanks skipped. */
export const addressLine = (address: {
  add1: string;
  add2: string;
  city: string;
  state: string;
  pincode: string;
}): string =>
  [address.add1, address.add2, address.city, address.state, address.pincode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
