/**
 * The login and sign-up forms' own checks (spec section 5), with the spec's exact messages: the page runs them before
 * it sends anything, and the gateway runs them on a form posted without the app.
 */

/** Something@something.something, without spaces: the shape the forms ask for (the server checks again). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const looksLikeEmail = (email: string): boolean => EMAIL_SHAPE.test(email.trim());

export const MIN_PASSWORD_LENGTH = 6;

/** The login's code step with its OTP field left empty. */
export const LOGIN_CODE_REQUIRED = 'OTP is required';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin({ email, password }: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!looksLikeEmail(email)) errors.email = 'Please enter a valid email';
  if (!password) errors.password = 'Password is required';
  return errors;
}

export interface SignupValues {
  email: string;
  contactNumber: string;
  name: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

export function validateSignup(values: SignupValues): FieldErrors<keyof SignupValues> {
  const errors: FieldErrors<keyof SignupValues> = {};
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!looksLikeEmail(values.email)) errors.email = 'Email is invalid';
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.password) errors.password = 'Password is required';
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'Password must be at least 6 characters';
  if (!values.confirmPassword) errors.confirmPassword = 'Confirm Password is required';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match';
  if (!values.acceptedTerms) errors.acceptedTerms = 'You must accept the terms';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);
