import { describe, expect, it } from 'vitest';
import { goodsShare } from './goods-share.js';

const order = { subtotalPaise: 400_000, totalPaise: 360_049, deliveryPaise: 0, codFeePaise: 49 };

describe('goodsShare', () => {
  it('gives back the units’ part of what the goods were charged, rounded down, adding up to the whole', () => {
    expect(goodsShare(order, 0)).toBe(0);
    expect(goodsShare(order, 100_000)).toBe(90_000);
    expect(goodsShare(order, 400_000)).toBe(360_000);
    const odd = { subtotalPaise: 300_000, totalPaise: 100_000, deliveryPaise: 0, codFeePaise: 0 };
    const parts = [100_000, 200_000, 300_000].map((v) => goodsShare(odd, v));
    expect(parts).toEqual([33_333, 66_666, 100_000]);
  });

  it('is nothing for an order without goods', () => {
    expect(goodsShare({ subtotalPaise: 0, totalPaise: 0, deliveryPaise: 0, codFeePaise: 0 }, 100)).toBe(0);
  });
});
