import type { OrderJson } from '@sutra/api/wire';
import type { OrderTimelineStepKind } from '../__generated__/resolvers-types.js';
import type { TrackingData } from './shiprocket.js';

/** The spec's names for Shiprocket's statuses (section 4, "Order detail status names"). */
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
  // Shiprocket's other common scan statuses, named the same way.
  IN_TRANSIT: 'In Transit',
  OUT_FOR_DELIVERY: 'Out for Delivery',
  PICKED_UP: 'Picked Up',
  CANCELED: 'Cancelled',
};

const normalize = (status: string | number): string =>
  String(status)
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

const titleCase = (status: string) =>
  status
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** The badge's text for a Shiprocket status: the spec's name, else the status in words. */
export const statusLabel = (status: string | number): string => {
  const key = normalize(status);
  return STATUS_LABELS[key] ?? titleCase(key);
};

/** Shiprocket's dates (`2026-05-19 11:37:00`, India time) as ISO 8601; null for blanks and placeholders. */
export function shiprocketDateToIso(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value?.trim() ?? '');
  if (!match || match[1] === '0000') return null;
  const [, y, m, d, hh = '00', mm = '00', ss = '00'] = match;
  const date = new Date(`${y}-${m}-${d}T${hh}:${mm}:${ss}+05:30`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** What Order.tracking answers: the first shipment of `tracking_data`, named for the page. */
export interface TrackingView {
  status: string;
  statusLabel: string;
  trackStatus: number;
  courierName: string | null;
  awbCode: string | null;
  trackUrl: string | null;
  estimatedDelivery: string | null;
  deliveredAt: string | null;
  pickedUpAt: string | null;
}

/** Null when Shiprocket has no shipment to report yet. */
export function toTrackingView(data: TrackingData | null): TrackingView | null {
  const shipment = data?.shipment_track?.[0];
  if (!data || !shipment || shipment.current_status === undefined || shipment.current_status === null) return null;
  const status = String(shipment.current_status);
  return {
    status,
    statusLabel: statusLabel(status),
    trackStatus: Number(data.track_status) || 0,
    courierName: blankToNull(shipment.courier_name),
    awbCode: blankToNull(shipment.awb_code),
    trackUrl: blankToNull(data.track_url),
    estimatedDelivery: shiprocketDateToIso(shipment.edd ?? data.etd),
    deliveredAt: shiprocketDateToIso(shipment.delivered_date),
    pickedUpAt: shiprocketDateToIso(shipment.pickup_date),
  };
}

export interface TimelineStep {
  kind: OrderTimelineStepKind;
  title: string;
  detail: string | null;
  date: string | null;
  courierName: string | null;
  awbCode: string | null;
  estimatedDelivery: string | null;
}

const SHIPPED_LABELS = new Set(['Shipped', 'Picked Up', 'In Transit', 'Out for Delivery', 'Delivered']);
const PROCESSED_LABELS = new Set(['Processing', 'Ready to Ship', ...SHIPPED_LABELS]);

/** The steps reached for the store's own order status, when Shiprocket cannot be asked. */
const REACHED_BY_ORDER_STATUS: Record<OrderJson['orderStatus'], string> = {
  Pending: 'Order Received',
  Processing: 'Processing',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
  Returned: 'Returned to Origin',
};

/**
 * The Order History tab, newest first (spec section 4): Delivered when delivered; Shipped once shipped (also out for
 * delivery, or delivered); Processed once processing (every later step too, so the steps never skip one); Placed
 * always. Read from the live tracking when there is one, else from the order's own status.
 */
export function timelineOf(order: OrderJson, tracking: TrackingView | null): TimelineStep[] {
  const label = tracking?.statusLabel ?? REACHED_BY_ORDER_STATUS[order.orderStatus];
  const step = (kind: OrderTimelineStepKind, title: string, extra: Partial<TimelineStep> = {}): TimelineStep => ({
    kind,
    title,
    detail: null,
    date: null,
    courierName: null,
    awbCode: null,
    estimatedDelivery: null,
    ...extra,
  });
  const steps: TimelineStep[] = [];
  if (label === 'Delivered')
    steps.push(step('DELIVERED', 'Product Delivered', { date: tracking?.deliveredAt ?? null }));
  if (SHIPPED_LABELS.has(label)) {
    steps.push(
      step('SHIPPED', 'Product Shipped', {
        date: tracking?.pickedUpAt ?? null,
        courierName: tracking?.courierName ?? null,
        awbCode: tracking?.awbCode ?? null,
        estimatedDelivery: tracking?.estimatedDelivery ?? null,
      }),
    );
  }
  if (PROCESSED_LABELS.has(label))
    steps.push(step('PROCESSED', 'Order Processed', { detail: 'Preparing for shipment' }));
  steps.push(step('PLACED', 'Order Placed', { date: order.createdAt }));
  return steps;
}
