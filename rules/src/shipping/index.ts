export { orderBadgeLabel } from './order-badge.js';
export {
  isFinalOrderStatus,
  listStatusOf,
  movesForward,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderListStatus,
  type OrderStatus,
  type TimelineStepKind,
  type TimelineStepText,
  timelineStepsOf,
} from './order-status.js';
export { shiprocketDateToIso, toShiprocketDate } from './shiprocket-date.js';
export {
  findShiprocketStatus,
  normalizeShiprocketStatus,
  orderStatusForShiprocket,
  SHIPROCKET_STATUSES,
  type ShiprocketStatus,
  shiprocketStatusLabel,
} from './shiprocket-statuses.js';
