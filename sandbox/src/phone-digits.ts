/**
 * The digits a phone provider keys a number by, country code first and no `+` (`919876543210`), from what a caller
 * typed: ten digits are taken as an Indian mobile (the store's shoppers); `+91 98765 43210`, `0091…` and `91…` as
 * written. Null when nothing number-like is left.
 */
export function internationalDigits(typed: string): string | null {
  let digits = typed.replace(/[\s()-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  if (!/^\d{8,15}$/.test(digits)) return null;
  return digits.length === 10 ? `91${digits}` : digits;
}
