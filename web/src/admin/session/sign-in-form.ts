import { type FieldErrors, validateLogin } from '../../shared/forms/validation';

export interface StaffSignInValues {
  email: string;
  password: string;
  code: string;
}

export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';
export const CODE_SHAPE = 'The code is 6 digits';
/** One answer for a wrong email, password or code, as the api gives: which one was wrong stays unsaid. */
export const SIGN_IN_REFUSED = 'The email, password or code is not right.';
export const SIGN_IN_ERROR = 'Signing in failed. Please try again.';

/** The checks made as the form is sent: the email and password as the shop's login checks them, and the code's shape. */
export function validateStaffSignIn(values: StaffSignInValues): FieldErrors<keyof StaffSignInValues> {
  const errors: FieldErrors<keyof StaffSignInValues> = validateLogin(values);
  const code = values.code.trim();
  if (!code) errors.code = CODE_REQUIRED;
  else if (!/^\d{6}$/.test(code)) errors.code = CODE_SHAPE;
  return errors;
}

/** What a code field takes as typed or pasted: its digits only (a pasted "123 456" is 123456), at most 6. */
export const codeDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);
