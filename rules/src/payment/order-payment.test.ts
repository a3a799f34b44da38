import { describe, expect, it } from 'vitest';
import { orderPayment } from './order-payment.js';

const SPEC_PLACED = 'Thank you for shopping with Sutra. Your payment was received and your order is on its way.';

describe('orderPayment', () => {
  it('keeps the spec’s words for a card or UPI order', () => {
    const paid = orderPayment({ method: 'razorpay', paidAt: new Date(), orderValuePaise: 1_499_900, pointsUsed: 0 });
    expect(paid).toMatchObject({
      state: 'paid_online',
      dueOnDeliveryPaise: 0,
      placedMessage: SPEC_PLACED,
      label: 'Paid',
    });
  });

  it('says a cash-on-delivery order is not paid yet, and what to pay at the door, everywhere', () => {
    const due = orderPayment({ method: 'cod', paidAt: null, orderValuePaise: 1_254_800, pointsUsed: 0 });
    expect(due.state).toBe('due_on_delivery');
    expect(due.dueOnDeliveryPaise).toBe(1_254_800);
    expect(due.placedMessage).toBe(
      'Thank you for shopping with Sutra. Nothing has been paid yet: you pay ₹12,548 in cash to the courier on delivery.',
    );
    expect(due.label).toBe('Cash on Delivery — nothing paid yet; pay ₹12,548 on delivery');
    expect(due.invoiceNote).toBe(
      'Cash on delivery. Not paid when this invoice was issued: amount due on delivery ₹12,548.',
    );
    for (const words of [due.placedMessage, due.summary, due.label, due.invoiceNote]) {
      expect(words).not.toMatch(/payment was received|prepaid|^paid$|paid (on|online|with)/i);
    }
  });

  it('writes paise with both digits', () => {
    const due = orderPayment({ method: 'cod', paidAt: null, orderValuePaise: 199_810, pointsUsed: 0 });
    expect(due.label).toBe('Cash on Delivery — nothing paid yet; pay ₹1,998.10 on delivery');
  });

  it('says a delivered cash-on-delivery order was paid on delivery, and owes nothing more', () => {
    const paid = orderPayment({
      method: 'cod',
      paidAt: '2026-11-30T10:00:00Z',
      orderValuePaise: 1_254_800,
      pointsUsed: 0,
    });
    expect(paid).toMatchObject({ state: 'paid_on_delivery', dueOnDeliveryPaise: 0, label: 'Paid on delivery' });
  });

  it('says what paid for an order coupon and points covered, and that nothing was charged', () => {
    const points = orderPayment({ method: 'points', paidAt: new Date(), orderValuePaise: 0, pointsUsed: 900 });
    expect(points).toMatchObject({ state: 'covered', label: 'Paid with membership points' });
    expect(points.placedMessage).toContain('nothing was charged');
    expect(orderPayment({ method: 'points', paidAt: new Date(), orderValuePaise: 0, pointsUsed: 0 }).label).toBe(
      'Paid with coupon',
    );
  });
});
