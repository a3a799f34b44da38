import { describe, expect, it } from 'vitest';
import { orderBadgeLabel } from './order-badge.js';
import {
  isFinalOrderStatus,
  listStatusOf,
  movesForward,
  ORDER_STATUSES,
  type OrderStatus,
  timelineStepsOf,
} from './order-status.js';

describe('the order status', () => {
  it('moves forward only, and stays once delivered, cancelled or returned', () => {
    const allowed = (from: OrderStatus) => ORDER_STATUSES.filter((to) => movesForward(from, to));
    expect(allowed('Pending')).toEqual([...ORDER_STATUSES]);
    expect(allowed('Processing')).toEqual(['Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned']);
    expect(allowed('Shipped')).toEqual(['Shipped', 'Delivered', 'Cancelled', 'Returned']);
    for (const final of ['Delivered', 'Cancelled', 'Returned'] as const) {
      expect(allowed(final), final).toEqual([]);
      expect(isFinalOrderStatus(final)).toBe(true);
    }
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['Delivered', 'Cancelled', 'Returned']);
  });

  it.each([
    ['Pending', 'PENDING'],
    ['Processing', 'PENDING'],
    ['Shipped', 'SHIPPED'],
    ['Delivered', 'DELIVERED'],
    ['Cancelled', 'PENDING'],
    ['Returned', 'PENDING'],
  ] as const)('lists %s as %s in My Orders', (status, listed) => {
    expect(listStatusOf(status)).toBe(listed);
  });

  it.each([
    ['Pending', ['PLACED']],
    ['Processing', ['PROCESSED', 'PLACED']],
    ['Shipped', ['SHIPPED', 'PROCESSED', 'PLACED']],
    ['Delivered', ['DELIVERED', 'SHIPPED', 'PROCESSED', 'PLACED']],
    ['Cancelled', ['PLACED']],
    ['Returned', ['SHIPPED', 'PROCESSED', 'PLACED']],
  ] as const)('shows %s in Order History as %j', (status, kinds) => {
    expect(timelineStepsOf(status).map((step) => step.kind)).toEqual(kinds);
  });

  it('titles the Order History steps as the spec does', () => {
    expect(timelineStepsOf('Delivered')).toEqual([
      { kind: 'DELIVERED', title: 'Product Delivered', detail: null },
      { kind: 'SHIPPED', title: 'Product Shipped', detail: null },
      { kind: 'PROCESSED', title: 'Order Processed', detail: 'Preparing for shipment' },
      { kind: 'PLACED', title: 'Order Placed', detail: null },
    ]);
  });
});

describe('orderBadgeLabel', () => {
  it.each([
    ['Pending', 'PENDING', 'Order Received'],
    ['Pending', 'NEW', 'Order Received'],
    ['Processing', 'AWB_ASSIGNED', 'Courier Assigned'],
    ['Processing', 'PICKUP_SCHEDULED', 'Pickup Scheduled'],
    ['Processing', 'READY_TO_SHIP', 'Ready to Ship'],
    ['Shipped', 'REACHED_DESTINATION_HUB', 'Reached Destination Hub'],
    ['Shipped', 'DELAYED', 'Delayed'],
    ['Delivered', 'DELIVERED', 'Delivered'],
    ['Cancelled', 'CANCELED', 'Cancelled'],
    ['Returned', 'RTO_INITIATED', 'Return to Origin Initiated'],
    ['Returned', 'RTO', 'Returned to Origin'],
  ] as const)('shows %s with %s as %s', (orderStatus, shippingStatus, label) => {
    expect(orderBadgeLabel(orderStatus, shippingStatus)).toBe(label);
  });

  it('falls back to the order status’s label for a status it does not know or that disagrees', () => {
    expect(orderBadgeLabel('Shipped', 'HELD_AT_CUSTOMS')).toBe('Shipped');
    expect(orderBadgeLabel('Processing', 'NEW')).toBe('Processing');
    expect(orderBadgeLabel('Returned', 'PENDING')).toBe('Returned to Origin');
  });
});
