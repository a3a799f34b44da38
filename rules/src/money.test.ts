import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesToPaise } from './money.js';

describe('paise and rupees', () => {
  it('converts two-decimal rupee amounts to whole paise exactly, and back', () => {
    expect(rupeesToPaise(1499.33)).toBe(149_933);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(449_799)).toBe(4497.99);
    expect(paiseToRupees(rupeesToPaise(1099.9))).toBe(1099.9);
  });
});
