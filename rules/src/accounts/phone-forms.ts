import { type FieldErrors, looksLikeEmail } from './account-forms.js';
import { normalizeIndianMobile } from './indian-mobile.js';

/**
 * The steps of signing in or up with a mobile number, and their own checks: the page runs them before it sends
 * anything, and the gateway runs them on a step posted without the app.
 */
export type PhoneStep = 'number' | 'code' | 'details';

export const PHONE_STEPS: readonly PhoneStep[] = ['number', 'code', 'details'];

/** How long a number waits before another code is sent to it: the api holds to it, the pages count it down. */
export const PHONE_CODE_RESEND_SECONDS = 30;

export const MOBILE_REQUIRED = 'Mobile number is required';
export const MOBILE_INVALID = 'Please enter a 10-digit mobile number';
export const PHONE_CODE_REQUIRED = 'Please enter the 6-digit code';
export const PHONE_CODE_INVALID = 'The code is 6 digits';

export function validatePhoneNumber(mobile: string): string | undefined {
  if (!mobile.trim()) return MOBILE_REQUIRED;
  return normalizeIndianMobile(mobile) ? undefined : MOBILE_INVALID;
}

export function validatePhoneCode(code: string): string | undefined {
  if (!code.trim()) return PHONE_CODE_REQUIRED;
  return /^\d{6}$/.test(code.trim()) ? undefined : PHONE_CODE_INVALID;
}

export interface PhoneDetailsValues {
  name: string;
  email: string;
}

/** A new number's name and email (the sign-up form's words). */
export function validatePhoneDetails({ name, email }: PhoneDetailsValues): FieldErrors<keyof PhoneDetailsValues> {
  const errors: FieldErrors<keyof PhoneDetailsValues> = {};
  if (!name.trim()) errors.name = 'Name is required';
  if (!email.trim()) errors.email = 'Email is required';
  else if (!looksLikeEmail(email)) errors.email = 'Email is invalid';
  return errors;
}
