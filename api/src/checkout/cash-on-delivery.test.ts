import { describe, expect, it } from 'vitest';
import type { PincodeReach } from '../serviceability/pincode-reach.js';
import {
  COD_FEE_PAISE,
  COD_LIMIT_PAISE,
  COD_NOTHING_TO_COLLECT,
  COD_OVER_LIMIT,
  codVerdict,
} from './cash-on-delivery.js';

const reach = (overrides: Partial<PincodeReach> = {}): PincodeReach => ({
  serviceable: true,
  codAvailable: true,
  ...overrides,
});

describe('codVerdict', () => {
  it('counts the fee in the limit: what the courier collects may be ₹25,000 at most, fee included', () => {
    const largest = COD_LIMIT_PAISE - COD_FEE_PAISE;
    expect(codVerdict(largest, '302003', reach())).toEqual({ offered: true, feePaise: COD_FEE_PAISE });
    // One paisa more and the courier would collect more than the limit, though the goods alone are below it.
    expect(codVerdict(largest + 1, '302003', reach())).toEqual({ offered: false, reason: COD_OVER_LIMIT });
    expect(codVerdict(COD_LIMIT_PAISE - 1, '302003', reach())).toEqual({ offered: false, reason: COD_OVER_LIMIT });
  });

  it('is not offered with nothing to collect, where no courier goes, or where none collects cash', () => {
    expect(codVerdict(0, '302003', reach())).toEqual({ offered: false, reason: COD_NOTHING_TO_COLLECT });
    // The shopper is told which pincode, in words.
    expect(codVerdict(10_000, '799001', reach({ serviceable: false }))).toEqual({
      offered: false,
      reason: "We don't deliver to 799001 yet",
    });
    expect(codVerdict(10_000, '744101', reach({ codAvailable: false }))).toEqual({
      offered: false,
      reason: "Cash on Delivery isn't available for pincode 744101",
    });
  });
});
