import { describe, expect, it } from 'vitest';
import { detailBadge, LINE_STATUS_PALETTE, lineStatus, timelineSteps, trackingStatusLabel } from './order-status';

describe('lineStatus', () => {
  it('shows Shipped and Delivered as such and anything else as Pending', () => {
    expect(lineStatus('Shipped')).toBe('Shipped');
    expect(lineStatus('Delivered')).toBe('Delivered');
    expect(lineStatus('Pending')).toBe('Pending');
    expect(lineStatus('Cancelled')).toBe('Pending');
    expect(lineStatus('')).toBe('Pending');
    expect(lineStatus(null)).toBe('Pending');
  });

  it('colours Pending yellow, Shipped green and Delivered gray', () => {
    expect(LINE_STATUS_PALETTE).toEqual({ Pending: 'yellow', Shipped: 'green', Delivered: 'gray' });
  });
});

describe('trackingStatusLabel', () => {
  it.each([
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
    ['3', 'Out for Delivery'],
    [4, 'Delivered'],
  ])('names %s %s', (status, label) => {
    expect(trackingStatusLabel(status)).toBe(label);
  });

  it('knows nothing of other statuses', () => {
    expect(trackingStatusLabel('LOST')).toBeNull();
    expect(trackingStatusLabel(null)).toBeNull();
  });
});

describe('detailBadge', () => {
  it('shows the tracking label when there is one, else the shipping status upper-cased', () => {
    expect(detailBadge('SHIPPED', 'pending')).toBe('Shipped');
    expect(detailBadge(null, 'pending')).toBe('PENDING');
    expect(detailBadge('LOST', 'Order Placed')).toBe('ORDER PLACED');
  });
});

describe('timelineSteps', () => {
  it('reaches Delivered only when delivered', () => {
    expect(timelineSteps('Delivered')).toEqual({ delivered: true, shipped: true, processed: true, placed: true });
  });
  it('reaches Shipped when shipped or out for delivery', () => {
    expect(timelineSteps('Shipped')).toEqual({ delivered: false, shipped: true, processed: true, placed: true });
    expect(timelineSteps('Out for Delivery')).toMatchObject({ delivered: false, shipped: true });
  });
  it('reaches Processed when processing or ready to ship', () => {
    expect(timelineSteps('Processing')).toEqual({ delivered: false, shipped: false, processed: true, placed: true });
    expect(timelineSteps('Ready to Ship')).toMatchObject({ shipped: false, processed: true });
  });
  it('always has Placed', () => {
    expect(timelineSteps('Order Received')).toEqual({
      delivered: false,
      shipped: false,
      processed: false,
      placed: true,
    });
    expect(timelineSteps(null)).toMatchObject({ placed: true, processed: false });
  });
});
