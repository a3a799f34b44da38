import { describe, expect, it } from 'vitest';
import { maxPointsFor, pointsToCover, pointsToSpend, pointsValuePaise } from './points.js';

describe('points an order spends', () => {
  it('covers the amount after the discount wholly when the balance allows, a part of a rupee taking a whole point', () => {
    expect(pointsToCover(149_950)).toBe(1500);
    expect(pointsToSpend({ afterDiscountPaise: 149_950, balance: 2000, deliveryPaise: 0 })).toEqual({
      pointsUsed: 1500,
      pointsOffPaise: 149_950,
    });
  });

  it('covers it wholly with a balance of exactly the points it takes', () => {
    expect(pointsToSpend({ afterDiscountPaise: 149_950, balance: 1500, deliveryPaise: 0 })).toEqual({
      pointsUsed: 1500,
      pointsOffPaise: 149_950,
    });
    // One point short, it spends what leaves Razorpay ₹1 or more to charge.
    expect(pointsToSpend({ afterDiscountPaise: 149_950, balance: 1499, deliveryPaise: 0 }).pointsUsed).toBe(1498);
  });

  it('otherwise leaves Razorpay its ₹1 minimum to charge', () => {
    expect(maxPointsFor(150_000)).toBe(1499);
    expect(pointsToSpend({ afterDiscountPaise: 150_000, balance: 1499.9, deliveryPaise: 0 })).toEqual({
      pointsUsed: 1499,
      pointsOffPaise: 149_900,
    });
    expect(pointsToSpend({ afterDiscountPaise: 50, balance: 0, deliveryPaise: 0 })).toEqual({
      pointsUsed: 0,
      pointsOffPaise: 0,
    });
  });

  it('caps points down to whole rupees, so at least ₹1 is always left to charge', () => {
    // ₹1,500.50: 1,499 points leave ₹1.50; a 1,500th would leave 50 paise, below Razorpay's minimum.
    expect(maxPointsFor(150_050)).toBe(1499);
    expect(pointsToSpend({ afterDiscountPaise: 150_050, balance: 1500, deliveryPaise: 0 })).toEqual({
      pointsUsed: 1499,
      pointsOffPaise: 149_900,
    });
    for (let afterDiscount = 100; afterDiscount <= 1_000; afterDiscount += 7) {
      const left = afterDiscount - maxPointsFor(afterDiscount) * 100;
      expect(left, `₹${afterDiscount / 100}`).toBeGreaterThanOrEqual(100);
      expect(left, `₹${afterDiscount / 100}`).toBeLessThan(200);
    }
  });

  it('covers the goods wholly when the delivery left to pay is Razorpay’s ₹1 minimum or more', () => {
    for (const deliveryPaise of [100, 9_900]) {
      expect(pointsToSpend({ afterDiscountPaise: 10_000, balance: 500, deliveryPaise }), `${deliveryPaise}`).toEqual({
        pointsUsed: 100,
        pointsOffPaise: 10_000,
      });
    }
  });

  it('does not cover the goods wholly when the delivery left over would be below the minimum charge', () => {
    expect(pointsToSpend({ afterDiscountPaise: 10_000, balance: 500, deliveryPaise: 50 })).toEqual({
      pointsUsed: 99,
      pointsOffPaise: 9900,
    });
  });

  it('spends nothing from an empty or negative balance', () => {
    expect(pointsToSpend({ afterDiscountPaise: 10_000, balance: -5, deliveryPaise: 0 }).pointsUsed).toBe(0);
  });
});

describe('what points take off', () => {
  it('is their value, at most the amount after the discount', () => {
    expect(pointsValuePaise(12, 5000)).toBe(1200);
    expect(pointsValuePaise(60, 5050)).toBe(5050);
    expect(pointsValuePaise(3, -100)).toBe(0);
  });
});
