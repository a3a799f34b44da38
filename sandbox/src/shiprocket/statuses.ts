/**
 * The shipment statuses the sandbox plays, in order, with their numeric ids (Shiprocket's where it has one: 6 Shipped,
 * 7 Delivered, 8 Canceled, 9 RTO Initiated; NEW is 1 in its create answer).
 */
export const SHIPMENT_FLOW = ['NEW', 'PROCESSING', 'READY_TO_SHIP', 'SHIPPED', 'DELIVERED'] as const;

export type FlowStatus = (typeof SHIPMENT_FLOW)[number];
export type ShipmentStatus = FlowStatus | 'CANCELLED' | 'RTO';

export const STATUS_IDS: Record<ShipmentStatus, number> = {
  NEW: 1,
  PROCESSING: 2,
  READY_TO_SHIP: 3,
  SHIPPED: 6,
  DELIVERED: 7,
  CANCELLED: 8,
  RTO: 9,
};

export const ALL_STATUSES = Object.keys(STATUS_IDS) as ShipmentStatus[];

/** A shipment in one of these moves no further. */
export const isFinal = (status: ShipmentStatus): boolean =>
  status === 'DELIVERED' || status === 'CANCELLED' || status === 'RTO';

/** The next status of the flow, or null at its end (or off it). */
export function nextStatus(status: ShipmentStatus): FlowStatus | null {
  const at = SHIPMENT_FLOW.indexOf(status as FlowStatus);
  return at >= 0 && at < SHIPMENT_FLOW.length - 1 ? (SHIPMENT_FLOW[at + 1] ?? null) : null;
}

/** What each status says in the shipment's activity log (the scans list). */
export const ACTIVITY: Record<ShipmentStatus, { code: string; text: string }> = {
  NEW: { code: 'NEW', text: 'Order received by the seller' },
  PROCESSING: { code: 'PRC', text: 'Seller is packing the order' },
  READY_TO_SHIP: { code: 'RTS', text: 'Packed; courier assigned and pickup scheduled' },
  SHIPPED: { code: 'PKD', text: 'Picked up by the courier; in transit' },
  DELIVERED: { code: 'DLVD', text: 'Delivered' },
  CANCELLED: { code: 'CAN', text: 'Cancelled by the seller' },
  RTO: { code: 'RTO', text: 'Returned to the seller' },
};
