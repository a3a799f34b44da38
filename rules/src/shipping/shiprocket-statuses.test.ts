import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './order-status.js';
import {
  findShiprocketStatus,
  normalizeShiprocketStatus,
  orderStatusForShiprocket,
  SHIPROCKET_STATUSES,
  shiprocketStatusLabel,
} from './shiprocket-statuses.js';

type Row = [code: number, sent: string, orderStatus: OrderStatus | null, label: string];

/** Shiprocket's numbered shipment statuses, spelled as its webhooks send them. */
const NUMBERED: Row[] = [
  [6, 'SHIPPED', 'Shipped', 'Shipped'],
  [7, 'DELIVERED', 'Delivered', 'Delivered'],
  [8, 'CANCELED', 'Cancelled', 'Cancelled'],
  [9, 'RTO INITIATED', 'Returned', 'Return to Origin Initiated'],
  [10, 'RTO DELIVERED', 'Returned', 'Returned to Origin'],
  [12, 'LOST', null, 'Lost in Transit'],
  [13, 'PICKUP ERROR', null, 'Pickup Delayed'],
  [14, 'RTO ACKNOWLEDGED', 'Returned', 'Returned to Origin'],
  [15, 'PICKUP RESCHEDULED', 'Processing', 'Pickup Rescheduled'],
  [16, 'CANCELLATION REQUESTED', null, 'Cancellation Requested'],
  [17, 'OUT FOR DELIVERY', 'Shipped', 'Out for Delivery'],
  [18, 'IN TRANSIT', 'Shipped', 'In Transit'],
  [19, 'OUT FOR PICKUP', 'Processing', 'Out for Pickup'],
  [20, 'PICKUP EXCEPTION', null, 'Pickup Delayed'],
  [21, 'UNDELIVERED', null, 'Delivery Attempted'],
  [22, 'DELAYED', null, 'Delayed'],
  [23, 'PARTIAL_DELIVERED', 'Shipped', 'Partially Delivered'],
  [24, 'DESTROYED', null, 'Damaged in Transit'],
  [25, 'DAMAGED', null, 'Damaged in Transit'],
  [26, 'FULFILLED', null, 'Fulfilled'],
  [38, 'REACHED AT DESTINATION HUB', 'Shipped', 'Reached Destination Hub'],
  [39, 'MISROUTED', null, 'Delayed'],
  [40, 'RTO NDR', 'Returned', 'Returning to Origin'],
  [41, 'RTO OFD', 'Returned', 'Returning to Origin'],
  [42, 'PICKED UP', 'Shipped', 'Picked Up'],
  [43, 'SELF FULFILLED', null, 'Fulfilled by Seller'],
  [44, 'DISPOSED OFF', null, 'Disposed Of'],
  [45, 'CANCELLED BEFORE DISPATCHED', 'Cancelled', 'Cancelled'],
  [46, 'RTO IN TRANSIT', 'Returned', 'Returning to Origin'],
  [47, 'QC FAILED', null, 'Quality Check Failed'],
  [48, 'REACHED WAREHOUSE', 'Shipped', 'In Transit'],
  [49, 'CUSTOM CLEARED', 'Shipped', 'Customs Cleared'],
  [50, 'IN FLIGHT', 'Shipped', 'In Transit'],
  [51, 'HANDOVER TO COURIER', 'Shipped', 'Handed to Courier'],
  [52, 'SHIPMENT BOOKED', 'Processing', 'Shipment Booked'],
  [54, 'IN TRANSIT OVERSEAS', 'Shipped', 'In Transit'],
  [55, 'CONNECTION ALIGNED', 'Shipped', 'In Transit'],
  [56, 'REACHED OVERSEAS WAREHOUSE', 'Shipped', 'In Transit'],
  [57, 'CUSTOM CLEARED OVERSEAS', 'Shipped', 'Customs Cleared'],
  [59, 'BOX PACKING', 'Processing', 'Processing'],
  [60, 'FC ALLOCATED', 'Processing', 'Processing'],
  [61, 'PICKLIST GENERATED', 'Processing', 'Processing'],
  [62, 'READY TO PACK', 'Processing', 'Processing'],
  [63, 'PACKED', 'Processing', 'Packed'],
  [67, 'FC MANIFEST GENERATED', 'Processing', 'Ready to Ship'],
  [68, 'PROCESSED AT WAREHOUSE', 'Processing', 'Processing'],
  [71, 'HANDOVER EXCEPTION', null, 'Pickup Delayed'],
  [72, 'PACKED EXCEPTION', null, 'Packing Delayed'],
  [75, 'RTO LOCK', 'Returned', 'Returning to Origin'],
  [76, 'UNTRACEABLE', null, 'Untraceable'],
  [77, 'ISSUE RELATED TO THE RECIPIENT', null, 'Delivery Attempted'],
  [78, 'REACHED BACK AT SELLER CITY', 'Returned', 'Returning to Origin'],
];

/** Order-level statuses, which come by name only (spellings as Shiprocket sends them). */
const NAMED: [sent: string, orderStatus: OrderStatus | null, label: string][] = [
  ['NEW', 'Pending', 'Order Received'],
  ['PROCESSING', 'Processing', 'Processing'],
  ['INVOICED', 'Processing', 'Processing'],
  ['READY TO SHIP', 'Processing', 'Ready to Ship'],
  ['AWB ASSIGNED', 'Processing', 'Courier Assigned'],
  ['LABEL GENERATED', 'Processing', 'Ready to Ship'],
  ['PICKUP SCHEDULED', 'Processing', 'Pickup Scheduled'],
  ['PICKUP GENERATED', 'Processing', 'Pickup Scheduled'],
  ['Pickup Scheduled/Generated', 'Processing', 'Pickup Scheduled'],
  ['PICKUP QUEUED', 'Processing', 'Pickup Scheduled'],
  ['MANIFEST GENERATED', 'Processing', 'Ready to Ship'],
  ['REACHED DESTINATION HUB', 'Shipped', 'Reached Destination Hub'],
  ['CANCELED', 'Cancelled', 'Cancelled'],
  ['CANCELLED', 'Cancelled', 'Cancelled'],
  ['RTO', 'Returned', 'Returned to Origin'],
  ['RTO INITIATED', 'Returned', 'Return to Origin Initiated'],
  ['RTO DELIVERED', 'Returned', 'Returned to Origin'],
  ['RTO_IN_INTRANSIT', 'Returned', 'Returning to Origin'],
];

/** The spec's numeric codes and names (section 4, "Order detail status names"). */
const SPEC_LABELS: [sent: string | number, label: string][] = [
  ['NEW', 'Order Received'],
  ['PROCESSING', 'Processing'],
  ['READY_TO_SHIP', 'Ready to Ship'],
  ['SHIPPED', 'Shipped'],
  ['DELIVERED', 'Delivered'],
  ['CANCELLED', 'Cancelled'],
  ['RTO', 'Returned to Origin'],
  [0, 'Awaiting Update'],
  [1, 'Order Placed'],
  [2, 'In Transit'],
  [3, 'Out for Delivery'],
  [4, 'Delivered'],
];

describe('Shiprocket statuses', () => {
  it.each(NUMBERED)('code %i (%s) means %s, shown as %s', (code, sent, orderStatus, label) => {
    const byCode = findShiprocketStatus(code);
    expect(byCode, `code ${code}`).toBeDefined();
    expect(findShiprocketStatus(String(code))).toBe(byCode);
    expect(findShiprocketStatus(sent), sent).toBe(byCode);
    expect(orderStatusForShiprocket(code)).toBe(orderStatus);
    expect(orderStatusForShiprocket(sent)).toBe(orderStatus);
    expect(shiprocketStatusLabel(code)).toBe(label);
    expect(shiprocketStatusLabel(sent)).toBe(label);
  });

  it.each(NAMED)('%s means %s, shown as %s', (sent, orderStatus, label) => {
    expect(findShiprocketStatus(sent), sent).toBeDefined();
    expect(orderStatusForShiprocket(sent)).toBe(orderStatus);
    expect(shiprocketStatusLabel(sent)).toBe(label);
  });

  it.each(SPEC_LABELS)('shows %s as the spec names it: %s', (sent, label) => {
    expect(shiprocketStatusLabel(sent)).toBe(label);
  });

  it('reads the spec’s codes 0 to 4 as the order statuses their names mean', () => {
    expect([0, 1, 2, 3, 4].map(orderStatusForShiprocket)).toEqual([null, 'Pending', 'Shipped', 'Shipped', 'Delivered']);
  });

  it('reads any case, spacing and hyphens, and keeps one name per status', () => {
    for (const sent of ['out for delivery', ' Out-For  Delivery ', 'OUT_FOR_DELIVERY', '17', 17]) {
      expect(normalizeShiprocketStatus(sent), String(sent)).toBe('OUT_FOR_DELIVERY');
    }
    expect(normalizeShiprocketStatus('Canceled')).toBe('CANCELLED');
    expect(normalizeShiprocketStatus('Reached at Destination Hub')).toBe('REACHED_DESTINATION_HUB');
  });

  it('changes nothing for a status it does not know, and names it in words', () => {
    expect(findShiprocketStatus('HELD AT CUSTOMS')).toBeUndefined();
    expect(orderStatusForShiprocket('HELD AT CUSTOMS')).toBeNull();
    expect(orderStatusForShiprocket(999)).toBeNull();
    expect(normalizeShiprocketStatus('held at-customs')).toBe('HELD_AT_CUSTOMS');
    expect(shiprocketStatusLabel('HELD_AT_CUSTOMS')).toBe('Held At Customs');
    expect(shiprocketStatusLabel(999)).toBe('999');
  });

  it('covers every listed status, and no name, spelling or code means two statuses', () => {
    const names = SHIPROCKET_STATUSES.flatMap((s) => [s.name, ...s.aliases]);
    const codes = SHIPROCKET_STATUSES.flatMap((s) => s.codes);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(codes).size).toBe(codes.length);
    const listed = new Set([...NUMBERED.map(([code]) => code), 0, 1, 2, 3, 4]);
    expect(codes.filter((code) => !listed.has(code))).toEqual([]);
    for (const s of SHIPROCKET_STATUSES) expect(s.name).toMatch(/^[A-Z0-9]+(_[A-Z0-9]+)*$/);
  });
});
