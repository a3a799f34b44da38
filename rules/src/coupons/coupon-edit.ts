/**
 * What staff may set on a coupon, and the checks of one: the same for the api (which refuses a coupon that breaks one,
 * with these field paths and codes) and the admin form (which shows them as the member types). Money is paise.
 */

/** A code shoppers type: letters, digits and dashes, kept upper-case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

export interface CouponEditValues {
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  /** 1–100, for a percent coupon. */
  percentOff: number | null;
  /** For a flat coupon. */
  amountOffPaise: number | null;
  /** A percent coupon's cap, if any. */
  maxDiscountPaise: number | null;
  minOrderPaise: number;
  /** ISO 8601, or null for open. */
  startsAt: string | null;
  expiresAt: string | null;
  usesPerBuyer: number | null;
  totalUses: number | null;
  /** Shown among checkout's offers; false for a code given out privately. */
  listed: boolean;
}

export type CouponProblemCode = 'required' | 'too_big' | 'too_small' | 'invalid_format' | 'invalid_value';

export interface CouponProblem {
  field: keyof CouponEditValues;
  code: CouponProblemCode;
  message: string;
}

const MAX_PAISE = 100_000_000;
const wholeIn = (value: number, min: number, max: number) =>
  Number.isSafeInteger(value) && value >= min && value <= max;

/** Every problem of a coupon as staff would save it; none when the api would take it. */
export function couponProblems(values: CouponEditValues): CouponProblem[] {
  const problems: CouponProblem[] = [];
  const code = values.code.trim().toUpperCase();
  if (!code) problems.push({ field: 'code', code: 'required', message: 'Required' });
  else if (!COUPON_CODE_PATTERN.test(code)) {
    problems.push({ field: 'code', code: 'invalid_format', message: '3 to 32 letters, digits or dashes' });
  }
  if (values.description.length > 200) {
    problems.push({ field: 'description', code: 'too_big', message: 'At most 200 characters' });
  }
  if (values.kind === 'percent') {
    if (values.percentOff === null) problems.push({ field: 'percentOff', code: 'required', message: 'Required' });
    else if (!wholeIn(values.percentOff, 1, 100)) {
      problems.push({ field: 'percentOff', code: 'invalid_value', message: 'A whole percent from 1 to 100' });
    }
    if (values.maxDiscountPaise !== null && !wholeIn(values.maxDiscountPaise, 1, MAX_PAISE)) {
      problems.push({ field: 'maxDiscountPaise', code: 'invalid_value', message: 'A cap above ₹0' });
    }
  } else if (values.amountOffPaise === null) {
    problems.push({ field: 'amountOffPaise', code: 'required', message: 'Required' });
  } else if (!wholeIn(values.amountOffPaise, 1, MAX_PAISE)) {
    problems.push({ field: 'amountOffPaise', code: 'invalid_value', message: 'An amount above ₹0' });
  }
  if (!wholeIn(values.minOrderPaise, 0, MAX_PAISE)) {
    problems.push({ field: 'minOrderPaise', code: 'invalid_value', message: 'A minimum of ₹0 or more' });
  }
  for (const field of ['startsAt', 'expiresAt'] as const) {
    const value = values[field];
    if (value !== null && Number.isNaN(Date.parse(value))) {
      problems.push({ field, code: 'invalid_format', message: 'A date and time' });
    }
  }
  if (values.startsAt && values.expiresAt && Date.parse(values.expiresAt) <= Date.parse(values.startsAt)) {
    problems.push({ field: 'expiresAt', code: 'invalid_value', message: 'Ends after it starts' });
  }
  for (const field of ['usesPerBuyer', 'totalUses'] as const) {
    const value = values[field];
    if (value !== null && !wholeIn(value, 1, 1_000_000_000)) {
      problems.push({ field, code: 'invalid_value', message: 'A whole number of 1 or more, or no limit' });
    }
  }
  return problems;
}
