/**
 * The store's own order status and everything shown from it: the shopper's name for it, the order list's status, the
 * Order History steps reached, and the rule that statuses only move forward. Shiprocket's many statuses are first
 * turned into one of these (see `shiprocket-statuses.ts`), so the order list, the order page and the api read the
 * same thing.
 */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The shopper's name for each order status, in the spec's words for the Shiprocket status it stands for (NEW is
 * "Order Received", RTO "Returned to Origin"). The badge falls back to it when the last Shiprocket status the store
 * heard names nothing better.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Pending: 'Order Received',
  Processing: 'Processing',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
  Returned: 'Returned to Origin',
};

const RANK: Record<OrderStatus, number> = {
  Pending: 0,
  Processing: 1,
  Shipped: 2,
  Delivered: 3,
  Cancelled: 3,
  Returned: 3,
};
const FINAL: ReadonlySet<OrderStatus> = new Set(['Delivered', 'Cancelled', 'Returned']);

/** Whether the order is done: a delivered, cancelled or returned order changes no more. */
export const isFinalOrderStatus = (status: OrderStatus): boolean => FINAL.has(status);

/**
 * Whether an update from `current` to `next` may be applied: statuses only move forward (or stay, so a later scan of
 * the same stage is still recorded), and a delivered, cancelled or returned order stays so. A webhook delivered late
 * or twice therefore changes nothing.
 */
export const movesForward = (current: OrderStatus, next: OrderStatus): boolean =>
  !FINAL.has(current) && RANK[next] >= RANK[current];

export type OrderListStatus = 'PENDING' | 'SHIPPED' | 'DELIVERED';

/** My Orders' status (spec section 4): Shipped and Delivered show as such; any other status shows as Pending. */
export const listStatusOf = (status: OrderStatus): OrderListStatus =>
  status === 'Shipped' ? 'SHIPPED' : status === 'Delivered' ? 'DELIVERED' : 'PENDING';

export type TimelineStepKind = 'DELIVERED' | 'SHIPPED' | 'PROCESSED' | 'PLACED';

export interface TimelineStepText {
  kind: TimelineStepKind;
  title: string;
  detail: string | null;
}

const STEP_TEXT: Record<TimelineStepKind, TimelineStepText> = {
  DELIVERED: { kind: 'DELIVERED', title: 'Product Delivered', detail: null },
  SHIPPED: { kind: 'SHIPPED', title: 'Product Shipped', detail: null },
  PROCESSED: { kind: 'PROCESSED', title: 'Order Processed', detail: 'Preparing for shipment' },
  PLACED: { kind: 'PLACED', title: 'Order Placed', detail: null },
};

/**
 * The Order History steps an order has reached, newest first (spec section 4: Delivered when delivered; Shipped once
 * shipped; Processed once processing; Placed always — so the steps never skip one). The spec is silent on the two
 * other endings; decided here:
 * - Cancelled shows Placed only: Shiprocket cancels before the courier has the parcel, and the badge says Cancelled.
 * - Returned shows Shipped, Processed and Placed but never Delivered: a return to origin starts only after the courier
 *   picked the parcel up and could not deliver it.
 */
const STEPS_REACHED: Record<OrderStatus, readonly TimelineStepKind[]> = {
  Pending: ['PLACED'],
  Processing: ['PROCESSED', 'PLACED'],
  Shipped: ['SHIPPED', 'PROCESSED', 'PLACED'],
  Delivered: ['DELIVERED', 'SHIPPED', 'PROCESSED', 'PLACED'],
  Cancelled: ['PLACED'],
  Returned: ['SHIPPED', 'PROCESSED', 'PLACED'],
};

/** The steps reached for an order status, newest first, with their titles and details. */
export const timelineStepsOf = (status: OrderStatus): TimelineStepText[] =>
  STEPS_REACHED[status].map((kind) => ({ ...STEP_TEXT[kind] }));
