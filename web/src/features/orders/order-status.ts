/** The three statuses My Orders shows for a product line (spec section 4), with their badge colours. */
export type LineStatus = 'Pending' | 'Shipped' | 'Delivered';

/** `Shipped` and `Delivered` show as such (any case); any other order status shows as `Pending`. */
export function lineStatus(orderStatus: string | null | undefined): LineStatus {
  const status = (orderStatus ?? '').trim().toLowerCase();
  if (status === 'shipped') return 'Shipped';
  if (status === 'delivered') return 'Delivered';
  return 'Pending';
}

/** Pending yellow, Shipped green, Delivered gray. */
export const LINE_STATUS_PALETTE: Record<LineStatus, 'yellow' | 'green' | 'gray'> = {
  Pending: 'yellow',
  Shipped: 'green',
  Delivered: 'gray',
};

/** The shipping provider's status names and numeric codes, as the order detail's badge says them. */
const STATUS_LABELS: Record<string, string> = {
  NEW: 'Order Received',
  PROCESSING: 'Processing',
  READY_TO_SHIP: 'Ready to Ship',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RTO: 'Returned to Origin',
  '0': 'Awaiting Update',
  '1': 'Order Placed',
  '2': 'In Transit',
  '3': 'Out for Delivery',
  '4': 'Delivered',
};

/** A tracking status's label (`READY_TO_SHIP` -> 'Ready to Ship', `3` -> 'Out for Delivery'); null when unknown. */
export function trackingStatusLabel(status: string | number | null | undefined): string | null {
  if (status === null || status === undefined) return null;
  const key = String(status)
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return STATUS_LABELS[key] ?? null;
}

/** The detail's badge: the tracking status's label when there is one, else the order's shipping status upper-cased. */
export function detailBadge(trackingStatus: string | number | null | undefined, shippingStatus: string): string {
  return trackingStatusLabel(trackingStatus) ?? shippingStatus.toUpperCase();
}

/** Which of the Order History steps have been reached, from the badge's status label. */
export interface TimelineSteps {
  delivered: boolean;
  shipped: boolean;
  processed: boolean;
  /** Always true: an order on this page has been placed. */
  placed: true;
}

/** Spec section 4: Delivered when Delivered; Shipped when Shipped, Out for Delivery or Delivered; Processed when
 * Processing, Ready to Ship, Shipped or Delivered; Placed always. */
export function timelineSteps(label: string | null | undefined): TimelineSteps {
  const l = (label ?? '').trim().toLowerCase();
  const delivered = l === 'delivered';
  const shipped = delivered || l === 'shipped' || l === 'out for delivery';
  const processed = delivered || l === 'shipped' || l === 'processing' || l === 'ready to ship';
  return { delivered, shipped, processed, placed: true };
}
