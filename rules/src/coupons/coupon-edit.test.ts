import { describe, expect, it } from 'vitest';
import { type CouponEditValues, couponProblems } from './coupon-edit.js';

const valid: CouponEditValues = {
  code: 'diwali-10',
  description: '10% off for Diwali',
  kind: 'percent',
  percentOff: 10,
  amountOffPaise: null,
  maxDiscountPaise: 50_000,
  minOrderPaise: 99_900,
  startsAt: '2026-10-20T00:00:00.000Z',
  expiresAt: '2026-11-05T00:00:00.000Z',
  usesPerBuyer: 1,
  totalUses: null,
  listed: true,
};

describe('coupon edits', () => {
  it('takes a percent coupon with a cap, dates and limits, and a flat one', () => {
    expect(couponProblems(valid)).toEqual([]);
    expect(couponProblems({ ...valid, kind: 'flat', percentOff: null, amountOffPaise: 20_000 })).toEqual([]);
  });

  it('names each broken field by its api path and code', () => {
    const problems = couponProblems({
      ...valid,
      code: 'a b',
      percentOff: 101,
      minOrderPaise: -1,
      expiresAt: '2026-10-01T00:00:00.000Z',
      usesPerBuyer: 0,
    });
    expect(problems.map(({ field, code }) => `${field} ${code}`)).toEqual([
      'code invalid_format',
      'percentOff invalid_value',
      'minOrderPaise invalid_value',
      'expiresAt invalid_value',
      'usesPerBuyer invalid_value',
    ]);
    expect(couponProblems({ ...valid, kind: 'flat', amountOffPaise: null })).toEqual([
      { field: 'amountOffPaise', code: 'required', message: 'Required' },
    ]);
  });
});
