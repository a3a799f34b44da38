import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status.js';
import { findShiprocketStatus } from './shiprocket-statuses.js';

/**
 * The order page's status badge, from what the store holds (its order status and the last Shiprocket status it
 * accepted), never from live tracking: the badge then always agrees with the order list and the Order History steps,
 * and reads the same when Shiprocket cannot be reached. That last status names the badge when it is consistent with
 * the order status (it means that status, or is an exception that changes none, like Delayed); otherwise — before
 * the shipment exists (`PENDING`), or a status the table lacks — the order status's own label does.
 */
export function orderBadgeLabel(orderStatus: OrderStatus, shippingStatus: string): string {
  const heard = findShiprocketStatus(shippingStatus);
  if (heard && (heard.orderStatus === null || heard.orderStatus === orderStatus)) return heard.label;
  return ORDER_STATUS_LABELS[orderStatus];
}
