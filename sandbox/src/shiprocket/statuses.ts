/**
 * The shipment statuses the sandbox plays, in order, with their numeric ids (Shiprocket's where it has one: 6 Shipped,
 * 7 Delivered, 8 Canceled, 9 RTO Initiated, 10 RTO Delivered, 17 Out For Delivery; NEW is 1 in its create answer).
 */
export const SHIPMENT_FLOW = ['NEW', 'PROCESSING', 'READY_TO_SHIP', 'SHIPPED', 'DELIVERED'] as const;

export type FlowStatus = (typeof SHIPMENT_FLOW)[number];
/**
 * Off the clock's flow, reached only when a test asks for them: a cancellation, a return to origin (RTO as the order
 * level names it, or its scans RTO_INITIATED then RTO_DELIVERED) and the last scan before delivery.
 */
export type ShipmentStatus =
  | FlowStatus
  | 'OUT_FOR_DELIVERY'
  | 'CANCELLED'
  | 'RTO'
  | 'RTO_INITIATED'
  | 'RTO_DELIVERED'
  | ReturnStatus;

/**
 * A return order's road (`POST …/orders/create/return`): booked, the courier assigned (AWB), out to collect, picked up
 * from the buyer, in transit, delivered back to the warehouse — spelt as Shiprocket's return statuses are, with spaces.
 * RETURN CANCELLED is reached only when a test asks for it.
 */
export const RETURN_FLOW = [
  'RETURN PENDING',
  'RETURN PICKUP GENERATED',
  'RETURN OUT FOR PICKUP',
  'RETURN PICKED UP',
  'RETURN IN TRANSIT',
  'RETURN DELIVERED',
] as const;
export type ReturnStatus = (typeof RETURN_FLOW)[number] | 'RETURN CANCELLED';

export const STATUS_IDS: Record<ShipmentStatus, number> = {
  NEW: 1,
  PROCESSING: 2,
  READY_TO_SHIP: 3,
  SHIPPED: 6,
  OUT_FOR_DELIVERY: 17,
  DELIVERED: 7,
  CANCELLED: 8,
  RTO: 9,
  RTO_INITIATED: 9,
  RTO_DELIVERED: 10,
  // The sandbox's own numbers for return statuses (the store reads their names, never these).
  'RETURN PENDING': 21,
  'RETURN PICKUP GENERATED': 22,
  'RETURN OUT FOR PICKUP': 23,
  'RETURN PICKED UP': 24,
  'RETURN IN TRANSIT': 25,
  'RETURN DELIVERED': 26,
  'RETURN CANCELLED': 27,
};

export const ALL_STATUSES = Object.keys(STATUS_IDS) as ShipmentStatus[];

/** A shipment in one of these moves no further. */
export const isFinal = (status: ShipmentStatus): boolean =>
  status === 'DELIVERED' ||
  status === 'CANCELLED' ||
  status === 'RTO' ||
  status === 'RTO_DELIVERED' ||
  status === 'RETURN DELIVERED' ||
  status === 'RETURN CANCELLED';

/** Where each status off the flow leads when advanced without a status named. */
const OFF_FLOW_NEXT: Partial<Record<ShipmentStatus, ShipmentStatus>> = {
  OUT_FOR_DELIVERY: 'DELIVERED',
  RTO_INITIATED: 'RTO_DELIVERED',
};

/** The next status of the flow, or null at its end. */
export function nextStatus(status: ShipmentStatus): ShipmentStatus | null {
  const offFlow = OFF_FLOW_NEXT[status];
  if (offFlow) return offFlow;
  const inReturn = RETURN_FLOW.indexOf(status as (typeof RETURN_FLOW)[number]);
  if (inReturn >= 0) return RETURN_FLOW[inReturn + 1] ?? null;
  const at = SHIPMENT_FLOW.indexOf(status as FlowStatus);
  return at >= 0 && at < SHIPMENT_FLOW.length - 1 ? (SHIPMENT_FLOW[at + 1] ?? null) : null;
}

/** What each status says in the shipment's activity log (the scans list). */
export const ACTIVITY: Record<ShipmentStatus, { code: string; text: string }> = {
  NEW: { code: 'NEW', text: 'Order received by the seller' },
  PROCESSING: { code: 'PRC', text: 'Seller is packing the order' },
  READY_TO_SHIP: { code: 'RTS', text: 'Packed; courier assigned and pickup scheduled' },
  SHIPPED: { code: 'PKD', text: 'Picked up by the courier; in transit' },
  OUT_FOR_DELIVERY: { code: 'OFD', text: 'Out for delivery' },
  DELIVERED: { code: 'DLVD', text: 'Delivered' },
  CANCELLED: { code: 'CAN', text: 'Cancelled by the seller' },
  RTO: { code: 'RTO', text: 'Returned to the seller' },
  RTO_INITIATED: { code: 'RTO', text: 'Return to origin initiated' },
  RTO_DELIVERED: { code: 'RTD', text: 'Returned to the seller' },
  'RETURN PENDING': { code: 'RP', text: 'Return order received' },
  'RETURN PICKUP GENERATED': { code: 'RPG', text: 'Courier assigned to collect the return' },
  'RETURN OUT FOR PICKUP': { code: 'ROFP', text: 'Courier out to collect the return' },
  'RETURN PICKED UP': { code: 'RPU', text: 'Return picked up from the buyer' },
  'RETURN IN TRANSIT': { code: 'RIT', text: 'Return in transit to the seller' },
  'RETURN DELIVERED': { code: 'RD', text: 'Return delivered to the seller' },
  'RETURN CANCELLED': { code: 'RC', text: 'Return pickup cancelled' },
};
