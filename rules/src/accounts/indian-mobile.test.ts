import { describe, expect, it } from 'vitest';
import {
  formatIndianMobile,
  mobileE164,
  mobileFromInternational,
  mobileWhatsAppId,
  normalizeIndianMobile,
} from './indian-mobile.js';

describe('Indian mobile numbers', () => {
  it.each(['9876543210', '+91 98765 43210', '+919876543210', '919876543210', '098765-43210', '(98765) 43210'])(
    'reads %s as its ten digits',
    (typed) => {
      expect(normalizeIndianMobile(typed)).toBe('9876543210');
    },
  );

  it.each(['5876543210', '987654321', '98765432101', '+1 9876543210', '98765a3210', '', '+91 0876543210'])(
    'refuses %j',
    (typed) => {
      expect(normalizeIndianMobile(typed)).toBeNull();
    },
  );

  it('writes the forms providers and shoppers read', () => {
    expect(mobileE164('9876543210')).toBe('+919876543210');
    expect(mobileWhatsAppId('9876543210')).toBe('919876543210');
    expect(mobileFromInternational('919876543210')).toBe('9876543210');
    expect(mobileFromInternational('+919876543210')).toBe('9876543210');
    expect(mobileFromInternational('+14155550100')).toBeNull();
    expect(formatIndianMobile('9876543210')).toBe('+91 98765 43210');
  });
});
