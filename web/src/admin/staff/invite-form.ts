import type { FieldErrorCode } from '../../shared/errors';
import type { FieldErrors } from '../../shared/forms/validation';

export interface AcceptInviteValues {
  name: string;
  password: string;
}

/** The api's rule for a staff password (`api/src/staff/schemas.ts`), checked here first so the form answers at once. */
export const MIN_STAFF_PASSWORD = 10;

export const NAME_REQUIRED = 'Enter your name';
export const PASSWORD_SHORT = `Use at least ${MIN_STAFF_PASSWORD} characters`;
export const PASSWORD_COMMON = 'This password is too common. Choose one that is harder to guess.';
export const INVITE_INVALID_MESSAGE =
  'This invitation link has been used, replaced by a newer one or has expired. Ask the owner to invite you again.';
export const NO_TOKEN_MESSAGE = 'This page needs the link from your invitation mail.';

/** The password's refusal by the api's field code; the api's own message for any other. */
export function passwordRefusal(code: FieldErrorCode | undefined, message: string): string {
  if (code === 'too_small') return PASSWORD_SHORT;
  if (code === 'common_password') return PASSWORD_COMMON;
  return message;
}

export function validateAcceptInvite(values: AcceptInviteValues): FieldErrors<keyof AcceptInviteValues> {
  const errors: FieldErrors<keyof AcceptInviteValues> = {};
  if (!values.name.trim()) errors.name = NAME_REQUIRED;
  if (values.password.length < MIN_STAFF_PASSWORD) errors.password = PASSWORD_SHORT;
  return errors;
}
