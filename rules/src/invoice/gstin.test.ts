import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinStateCode, isValidGstin } from './gstin.js';

const SELLER = { gstin: '08AAKCS4821M1ZW', pan: 'AAKCS4821M' };

describe('GSTIN', () => {
  it('computes the check character of known registrations', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('accepts the store’s GSTIN, registered in Rajasthan (08) on its PAN', () => {
    expect(isValidGstin(SELLER.gstin)).toBe(true);
    expect(gstinStateCode(SELLER.gstin)).toBe('08');
    expect(SELLER.gstin.slice(2, 12)).toBe(SELLER.pan);
  });

  it('refuses a wrong check character or a malformed number', () => {
    expect(isValidGstin('08AAKCS4821M1ZX')).toBe(false);
    expect(isValidGstin('08AAKCS4821M1Z')).toBe(false);
    expect(isValidGstin('8AAKCS4821M1ZWW')).toBe(false);
  });
});
