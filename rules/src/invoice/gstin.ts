/**
 * GSTIN: 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the registration's number within
 * the state, 'Z', and a check character over the first 14 (a Luhn-style sum in base 36).
 */
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

export const isValidGstin = (gstin: string): boolean =>
  GSTIN_SHAPE.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);

/** The state a GSTIN is registered in is its first two digits, the GST state code. */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);
