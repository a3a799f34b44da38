/** The sandbox's test cards (DESIGN: fixed, documented in docs/sandbox.md, used by tests). */
export const TEST_CARDS = {
  /** Pays: the payment is captured at once. */
  success: '4111111111111111',
  /** Is declined by the "bank": checkout fires `payment.failed`. */
  failure: '4000000000000002',
} as const;

export type CardOutcome = 'success' | 'failure' | 'unknown';

export const normalizeCardNumber = (number: string): string => number.replace(/[\s-]/g, '');

export function cardOutcome(number: string): CardOutcome {
  const digits = normalizeCardNumber(number);
  if (digits === TEST_CARDS.success) return 'success';
  if (digits === TEST_CARDS.failure) return 'failure';
  return 'unknown';
}

/** `MM/YY` (or `MM/YYYY`) in the future. */
export function isValidExpiry(expiry: string, now = new Date()): boolean {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match?.[1] || !match[2]) return false;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  // Valid through the last day of its month.
  return new Date(Date.UTC(year, month, 1)) > now;
}
