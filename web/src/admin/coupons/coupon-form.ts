import { type CouponEditValues, couponProblems } from '@sutra/rules';
import type { CouponFieldsFragment, CouponInput } from '../../__generated__/admin/graphql';
import { paiseToRupeesText, rupeesToPaise } from '../forms/rupees';

/** The form's values as typed: amounts in rupees, dates as `datetime-local` text, limits as text (empty: none). */
export interface CouponFormValues {
  code: string;
  description: string;
  kind: 'PERCENT' | 'FLAT';
  percentOff: string;
  amountOffRupees: string;
  maxDiscountRupees: string;
  minOrderRupees: string;
  startsAt: string;
  expiresAt: string;
  usesPerBuyer: string;
  totalUses: string;
  listed: boolean;
}

export const UNSAVED_COUPON = 'You have an unsaved coupon. Leave without saving?';

export const emptyCoupon: CouponFormValues = {
  code: '',
  description: '',
  kind: 'PERCENT',
  percentOff: '',
  amountOffRupees: '',
  maxDiscountRupees: '',
  minOrderRupees: '0',
  startsAt: '',
  expiresAt: '',
  usesPerBuyer: '1',
  totalUses: '',
  listed: true,
};

/** An ISO instant as a `datetime-local` value in the browser's time zone, and back. */
const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (text: string): string | null => {
  if (!text.trim()) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
};
const wholeOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));
const paiseOrNull = (text: string): number | null => (text.trim() === '' ? null : rupeesToPaise(text));

export function couponFormValuesOf(coupon: CouponFieldsFragment): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    percentOff: coupon.percentOff === null ? '' : String(coupon.percentOff),
    amountOffRupees: coupon.amountOffPaise === null ? '' : paiseToRupeesText(coupon.amountOffPaise),
    maxDiscountRupees: coupon.maxDiscountPaise === null ? '' : paiseToRupeesText(coupon.maxDiscountPaise),
    minOrderRupees: paiseToRupeesText(coupon.minOrderPaise),
    startsAt: toLocalInput(coupon.startsAt),
    expiresAt: toLocalInput(coupon.expiresAt),
    usesPerBuyer: coupon.usesPerBuyer === null ? '' : String(coupon.usesPerBuyer),
    totalUses: coupon.totalUses === null ? '' : String(coupon.totalUses),
    listed: coupon.listed,
  };
}

export function couponInputOf(values: CouponFormValues): CouponInput {
  return {
    code: values.code.trim(),
    description: values.description.trim(),
    kind: values.kind,
    percentOff: values.kind === 'PERCENT' ? wholeOrNull(values.percentOff) : null,
    amountOffPaise: values.kind === 'FLAT' ? paiseOrNull(values.amountOffRupees) : null,
    maxDiscountPaise: values.kind === 'PERCENT' ? paiseOrNull(values.maxDiscountRupees) : null,
    minOrderPaise: rupeesToPaise(values.minOrderRupees || '0'),
    startsAt: fromLocalInput(values.startsAt),
    expiresAt: fromLocalInput(values.expiresAt),
    usesPerBuyer: wholeOrNull(values.usesPerBuyer),
    totalUses: wholeOrNull(values.totalUses),
    listed: values.listed,
  };
}

/** The api's fields as the form's. */
const FORM_FIELD: Record<string, keyof CouponFormValues> = {
  amountOffPaise: 'amountOffRupees',
  maxDiscountPaise: 'maxDiscountRupees',
  minOrderPaise: 'minOrderRupees',
};
export const couponFormField = (apiField: string): string => {
  const name = apiField.replace(/^input\./, '');
  return FORM_FIELD[name] ?? name;
};

/** The form's messages by field, by the api's own rules (`@sutra/rules`' `couponProblems`). */
export function couponFormErrors(values: CouponFormValues): Record<string, string> {
  const input = couponInputOf(values);
  const edit: CouponEditValues = {
    ...input,
    kind: input.kind === 'PERCENT' ? 'percent' : 'flat',
    percentOff: input.percentOff ?? null,
    amountOffPaise: input.amountOffPaise ?? null,
    maxDiscountPaise: input.maxDiscountPaise ?? null,
    startsAt: input.startsAt ?? null,
    expiresAt: input.expiresAt ?? null,
    usesPerBuyer: input.usesPerBuyer ?? null,
    totalUses: input.totalUses ?? null,
  };
  const errors: Record<string, string> = {};
  for (const problem of couponProblems(edit)) errors[couponFormField(problem.field)] ??= problem.message;
  return errors;
}
