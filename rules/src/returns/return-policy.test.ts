import { describe, expect, it } from 'vitest';
import {
  RETURN_CONDITIONS,
  RETURN_WINDOW_DAYS,
  type ReturnableLine,
  returnRefusal,
  returnWindowClosesAt,
} from './return-policy.js';

/** Delivered on 10 May 2026 at 15:00 India time. */
const DELIVERED_AT = new Date('2026-05-10T15:00:00+05:30');
const delivered: ReturnableLine = {
  orderStatus: 'Delivered',
  deliveredAt: DELIVERED_AT,
  paid: true,
  returnState: 'none',
};

describe('the return window', () => {
  it('is the return form’s 7 days, to the end of the 7th day after delivery, India time', () => {
    expect(RETURN_WINDOW_DAYS).toBe(7);
    expect(returnWindowClosesAt(DELIVERED_AT).toISOString()).toBe(
      new Date('2026-05-17T23:59:59.999+05:30').toISOString(),
    );
    // Just after midnight India time (still the evening before in UTC) counts as that India day.
    expect(returnWindowClosesAt(new Date('2026-05-10T00:10:00+05:30')).toISOString()).toBe(
      new Date('2026-05-17T23:59:59.999+05:30').toISOString(),
    );
    expect(returnWindowClosesAt(new Date('2026-05-09T23:50:00+05:30')).toISOString()).toBe(
      new Date('2026-05-16T23:59:59.999+05:30').toISOString(),
    );
  });

  it('takes a request on its last moment and refuses one a millisecond later', () => {
    const last = new Date('2026-05-17T23:59:59.999+05:30');
    expect(returnRefusal(delivered, last)).toBeNull();
    expect(returnRefusal(delivered, new Date(last.getTime() + 1))).toBe('window_closed');
    expect(returnRefusal(delivered, DELIVERED_AT)).toBeNull();
  });
});

describe('returnRefusal', () => {
  const now = new Date('2026-05-12T12:00:00+05:30');

  it('refuses a line whose order is not delivered, or delivered without its money', () => {
    for (const orderStatus of ['Pending', 'Processing', 'Shipped', 'Cancelled', 'Returned'] as const) {
      expect(returnRefusal({ ...delivered, orderStatus }, now), orderStatus).toBe('not_delivered');
    }
    expect(returnRefusal({ ...delivered, deliveredAt: null }, now)).toBe('not_delivered');
    expect(returnRefusal({ ...delivered, paid: false }, now)).toBe('not_delivered');
  });

  it('refuses a line with an open or refunded return, and takes one whose return was rejected', () => {
    expect(returnRefusal({ ...delivered, returnState: 'open' }, now)).toBe('already_requested');
    expect(returnRefusal({ ...delivered, returnState: 'refunded' }, now)).toBe('already_requested');
    expect(returnRefusal({ ...delivered, returnState: 'rejected' }, now)).toBeNull();
    expect(returnRefusal(delivered, now)).toBeNull();
  });

  it('names the first condition failed: delivery, then the window, then earlier returns', () => {
    const late = new Date('2026-06-01T12:00:00+05:30');
    expect(returnRefusal({ ...delivered, orderStatus: 'Shipped', returnState: 'open' }, late)).toBe('not_delivered');
    expect(returnRefusal({ ...delivered, returnState: 'open' }, late)).toBe('window_closed');
  });
});

describe('the conditions’ messages', () => {
  it('tell the shopper what to do, naming the order, the item and the day the window closed', () => {
    const context = { orderNumber: '1779001234567', itemName: 'Navy Suit' };
    expect(RETURN_CONDITIONS.not_delivered.message(context)).toBe(
      'Order 1779001234567 has not been delivered yet. You can ask for a return once it has arrived.',
    );
    expect(RETURN_CONDITIONS.window_closed.message({ ...context, closedAt: returnWindowClosesAt(DELIVERED_AT) })).toBe(
      'Returns for order 1779001234567 closed on 17 May 2026: we accept returns within 7 days of delivery.',
    );
    expect(RETURN_CONDITIONS.window_closed.message(context)).toBe(
      'Returns for order 1779001234567 closed on its last day: we accept returns within 7 days of delivery.',
    );
    expect(RETURN_CONDITIONS.already_requested.message(context)).toBe(
      'A return for Navy Suit in order 1779001234567 has already been requested.',
    );
    expect(RETURN_CONDITIONS.already_requested.message({ orderNumber: '1779001234567' })).toBe(
      'A return for every item in order 1779001234567 has already been requested.',
    );
    for (const [code, condition] of Object.entries(RETURN_CONDITIONS)) expect(condition.code).toBe(code);
  });
});
