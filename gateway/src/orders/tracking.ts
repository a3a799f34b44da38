import type { OrderJson, ShipmentTrackingJson } from '@sutra/api/wire';
import { shiprocketDateToIso, shiprocketStatusLabel, timelineStepsOf } from '@sutra/rules';
import type { OrderTimelineStepKind } from '../__generated__/resolvers-types.js';

/** What Order.tracking answers: the api's tracking of the shipment, with the shopper's name for its status. */
export type TrackingView = ShipmentTrackingJson & { statusLabel: string };

export const toTrackingView = (tracking: ShipmentTrackingJson): TrackingView => ({
  ...tracking,
  statusLabel: shiprocketStatusLabel(tracking.status),
});

/** The promised date (an India calendar day) as a moment on that day there. */
const promisedMoment = (order: OrderJson): string | null =>
  order.promisedBy ? shiprocketDateToIso(`${order.promisedBy} 12:00`) : null;

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
      // The date promised at checkout, booked with its courier, is the estimate the order shows; tracking's own only
      // for an order placed without one.
      estimatedDelivery: promisedMoment(order) ?? tracking?.estimatedDelivery ?? null,
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
