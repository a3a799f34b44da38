import type { OrderJson } from '@sutra/api/wire';
import { shiprocketDateToIso, shiprocketStatusLabel, timelineStepsOf } from '@sutra/rules';
import type { OrderTimelineStepKind } from '../__generated__/resolvers-types.js';
import type { TrackingData } from './shiprocket.js';

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
    statusLabel: shiprocketStatusLabel(status),
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

/**
 * The Order History tab, newest first: the steps come from the store's order status (the shared rule, so the page
 * agrees with the order list and the api however Shiprocket answers); live tracking only adds what it knows — the
 * delivery date, the pickup date, the courier, its tracking number and the estimated delivery. Without tracking the
 * same steps show, without those details.
 */
export function timelineOf(order: OrderJson, tracking: TrackingView | null): TimelineStep[] {
  const details: Record<OrderTimelineStepKind, Partial<TimelineStep>> = {
    DELIVERED: { date: tracking?.deliveredAt ?? null },
    SHIPPED: {
      date: tracking?.pickedUpAt ?? null,
      courierName: tracking?.courierName ?? null,
      awbCode: tracking?.awbCode ?? null,
      estimatedDelivery: tracking?.estimatedDelivery ?? null,
    },
    PROCESSED: {},
    PLACED: { date: order.createdAt },
  };
  return timelineStepsOf(order.orderStatus).map((step) => ({
    ...step,
    date: null,
    courierName: null,
    awbCode: null,
    estimatedDelivery: null,
    ...details[step.kind],
  }));
}
