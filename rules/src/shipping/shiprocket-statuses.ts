import type { OrderStatus } from './order-status.js';

/**
 * Every status Shiprocket documents, once: the store's order status it means, and its name for the shopper.
 *
 * Sources, checked when this table was written: Shiprocket's API documentation lists the shipment status codes
 * (`current_status_id` / `shipment_status_id` in its webhooks, `shipment_status` in tracking) from 6 Shipped to
 * 78 Reached Back At Seller City; its knowledge base describes the order-level statuses (New, Invoiced, Ready To Ship,
 * Pickup Scheduled / Queued / Error, Shipped, Delivered, RTO Initiated / Delivered / Acknowledged); webhooks also send
 * AWB Assigned, Pickup Generated, Manifest Generated and Canceled. The spec (section 4) names the numeric codes 0 to 4
 * itself (Awaiting Update, Order Placed, In Transit, Out for Delivery, Delivered); Shiprocket's published table has
 * no codes below 6, so those are read the spec's way.
 *
 * Decisions where neither says:
 * - The order moves to Processing once Shiprocket works on it (courier assigned, label, pickup booked, warehouse
 *   packing) and to Shipped once the courier has the parcel (picked up, any transit scan, out for delivery).
 * - Exceptions and delays (pickup errors, undelivered attempts, misrouted, delayed, lost, damaged, a cancellation only
 *   requested, fulfilled outside Shiprocket) change nothing (`orderStatus: null`): what happens next is the seller's
 *   decision, and marking such an order delivered or cancelled would move money (cash collected, a credit note).
 * - A partial delivery stays Shipped: the order is not delivered until all of it is.
 * - Every return-to-origin status makes the order Returned, from RTO Initiated on (as the api always did).
 * - The shopper's labels are the spec's where it names one; otherwise Shiprocket's name in plain words, with RTO
 *   spelled out and the courier's jargon (AWB, FC, NDR, OFD) said as a shopper would.
 */
export interface ShiprocketStatus {
  /** Shiprocket's name in upper case with words joined by `_` (`OUT FOR DELIVERY` -> `OUT_FOR_DELIVERY`). */
  name: string;
  /** Its numeric codes (Shiprocket's, or the spec's 0–4); empty for an order-level status without one. */
  codes: readonly number[];
  /** The store's order status it means; null when it changes nothing (exceptions, delays). */
  orderStatus: OrderStatus | null;
  /** What the shopper reads. */
  label: string;
  /** Other spellings Shiprocket sends for it, normalized like `name`. */
  aliases: readonly string[];
}

const status = (
  name: string,
  orderStatus: OrderStatus | null,
  label: string,
  codes: readonly number[] = [],
  aliases: readonly string[] = [],
): ShiprocketStatus => ({ name, codes, orderStatus, label, aliases });

export const SHIPROCKET_STATUSES: readonly ShiprocketStatus[] = [
  // Placed; Shiprocket has not started on it.
  status('NEW', 'Pending', 'Order Received'),
  status('ORDER_PLACED', 'Pending', 'Order Placed', [1]),
  status('AWAITING_UPDATE', null, 'Awaiting Update', [0]),
  // Shiprocket (or its warehouse) works on it; the courier does not have it yet.
  status('PROCESSING', 'Processing', 'Processing', [], ['INVOICED']),
  status('READY_TO_SHIP', 'Processing', 'Ready to Ship'),
  status('AWB_ASSIGNED', 'Processing', 'Courier Assigned'),
  status('LABEL_GENERATED', 'Processing', 'Ready to Ship'),
  status('MANIFEST_GENERATED', 'Processing', 'Ready to Ship'),
  status('PICKUP_SCHEDULED', 'Processing', 'Pickup Scheduled', [], ['PICKUP_GENERATED', 'PICKUP_SCHEDULED_GENERATED']),
  status('PICKUP_QUEUED', 'Processing', 'Pickup Scheduled', [], ['PICKUP_QUEUE']),
  status('PICKUP_RESCHEDULED', 'Processing', 'Pickup Rescheduled', [15]),
  status('OUT_FOR_PICKUP', 'Processing', 'Out for Pickup', [19]),
  status('SHIPMENT_BOOKED', 'Processing', 'Shipment Booked', [52]),
  status('BOX_PACKING', 'Processing', 'Processing', [59]),
  status('FC_ALLOCATED', 'Processing', 'Processing', [60]),
  status('PICKLIST_GENERATED', 'Processing', 'Processing', [61]),
  status('READY_TO_PACK', 'Processing', 'Processing', [62]),
  status('PACKED', 'Processing', 'Packed', [63]),
  status('FC_MANIFEST_GENERATED', 'Processing', 'Ready to Ship', [67]),
  status('PROCESSED_AT_WAREHOUSE', 'Processing', 'Processing', [68]),
  // Before pickup, something went wrong: nothing changes until Shiprocket says more.
  status('PICKUP_ERROR', null, 'Pickup Delayed', [13]),
  status('PICKUP_EXCEPTION', null, 'Pickup Delayed', [20]),
  status('HANDOVER_EXCEPTION', null, 'Pickup Delayed', [71]),
  status('PACKED_EXCEPTION', null, 'Packing Delayed', [72]),
  status('QC_FAILED', null, 'Quality Check Failed', [47]),
  status('CANCELLATION_REQUESTED', null, 'Cancellation Requested', [16]),
  // The courier has it.
  status('SHIPPED', 'Shipped', 'Shipped', [6]),
  status('PICKED_UP', 'Shipped', 'Picked Up', [42]),
  status('HANDOVER_TO_COURIER', 'Shipped', 'Handed to Courier', [51]),
  status('IN_TRANSIT', 'Shipped', 'In Transit', [18, 2], ['INTRANSIT']),
  status('REACHED_WAREHOUSE', 'Shipped', 'In Transit', [48]),
  status('IN_FLIGHT', 'Shipped', 'In Transit', [50]),
  status('CUSTOM_CLEARED', 'Shipped', 'Customs Cleared', [49], ['CUSTOMS_CLEARED']),
  status('IN_TRANSIT_OVERSEAS', 'Shipped', 'In Transit', [54]),
  status('CONNECTION_ALIGNED', 'Shipped', 'In Transit', [55]),
  status('REACHED_OVERSEAS_WAREHOUSE', 'Shipped', 'In Transit', [56]),
  status('CUSTOM_CLEARED_OVERSEAS', 'Shipped', 'Customs Cleared', [57], ['CUSTOMS_CLEARED_OVERSEAS']),
  status(
    'REACHED_DESTINATION_HUB',
    'Shipped',
    'Reached Destination Hub',
    [38],
    ['REACHED_AT_DESTINATION_HUB', 'REACHED_AT_DESTINATION'],
  ),
  status('OUT_FOR_DELIVERY', 'Shipped', 'Out for Delivery', [17, 3]),
  status('PARTIAL_DELIVERED', 'Shipped', 'Partially Delivered', [23], ['PARTIALLY_DELIVERED']),
  // After pickup, something went wrong: nothing changes until Shiprocket says more.
  status('UNDELIVERED', null, 'Delivery Attempted', [21]),
  status('DELAYED', null, 'Delayed', [22]),
  status('MISROUTED', null, 'Delayed', [39]),
  status('ISSUE_RELATED_TO_THE_RECIPIENT', null, 'Delivery Attempted', [77]),
  status('LOST', null, 'Lost in Transit', [12]),
  status('DAMAGED', null, 'Damaged in Transit', [25]),
  status('DESTROYED', null, 'Damaged in Transit', [24]),
  status('DISPOSED_OFF', null, 'Disposed Of', [44]),
  status('UNTRACEABLE', null, 'Untraceable', [76]),
  status('FULFILLED', null, 'Fulfilled', [26]),
  status('SELF_FULFILLED', null, 'Fulfilled by Seller', [43]),
  // Endings.
  status('DELIVERED', 'Delivered', 'Delivered', [7, 4]),
  status('CANCELLED', 'Cancelled', 'Cancelled', [8], ['CANCELED']),
  status('CANCELLED_BEFORE_DISPATCHED', 'Cancelled', 'Cancelled', [45], ['CANCELED_BEFORE_DISPATCHED']),
  status('RTO', 'Returned', 'Returned to Origin'),
  status('RTO_INITIATED', 'Returned', 'Return to Origin Initiated', [9]),
  status('RTO_IN_TRANSIT', 'Returned', 'Returning to Origin', [46], ['RTO_INTRANSIT', 'RTO_IN_INTRANSIT']),
  status('RTO_NDR', 'Returned', 'Returning to Origin', [40]),
  status('RTO_OFD', 'Returned', 'Returning to Origin', [41]),
  status('RTO_LOCK', 'Returned', 'Returning to Origin', [75]),
  status('REACHED_BACK_AT_SELLER_CITY', 'Returned', 'Returning to Origin', [78]),
  status('RTO_DELIVERED', 'Returned', 'Returned to Origin', [10]),
  status('RTO_ACKNOWLEDGED', 'Returned', 'Returned to Origin', [14]),
];

/** Upper case, any run of spaces, hyphens or other marks as one `_`: `Out-For Delivery` -> `OUT_FOR_DELIVERY`. */
const normalize = (raw: string | number): string =>
  String(raw)
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const BY_NAME = new Map<string, ShiprocketStatus>(
  SHIPROCKET_STATUSES.flatMap((s) => [s.name, ...s.aliases].map((name) => [name, s] as const)),
);
const BY_CODE = new Map<number, ShiprocketStatus>(
  SHIPROCKET_STATUSES.flatMap((s) => s.codes.map((code) => [code, s] as const)),
);

/** The status a name or numeric code (as a number or digits) stands for; undefined for one the table lacks. */
export function findShiprocketStatus(raw: string | number): ShiprocketStatus | undefined {
  const key = normalize(raw);
  return /^\d+$/.test(key) ? BY_CODE.get(Number(key)) : BY_NAME.get(key);
}

/**
 * The name the store keeps for a status it heard: the table's name (so `Canceled`, `8` and `CANCELLED` are one
 * status), else the status as sent, normalized.
 */
export const normalizeShiprocketStatus = (raw: string | number): string =>
  findShiprocketStatus(raw)?.name ?? normalize(raw);

/** The store's order status for a Shiprocket status; null when it changes nothing or is not in the table. */
export const orderStatusForShiprocket = (raw: string | number): OrderStatus | null =>
  findShiprocketStatus(raw)?.orderStatus ?? null;

const inWords = (key: string): string =>
  key
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The shopper's name for a Shiprocket status; one the table lacks (Shiprocket adds some) reads as its words. */
export const shiprocketStatusLabel = (raw: string | number): string =>
  findShiprocketStatus(raw)?.label ?? inWords(normalize(raw));
