/**
 * What is wrong with one field, as a stable machine code a client can switch on (its message is for people and may
 * be reworded). The first group comes from the route schemas' checks; the second from service rules about one field.
 *
 * - `required`: absent, null or blank.
 * - `invalid_type`: present but not the kind of value the field takes (text where a number goes).
 * - `too_small` / `too_big`: shorter, fewer or lower than allowed / longer, more or higher than allowed.
 * - `invalid_format`: text of the wrong shape (an email, a pincode, a phone number).
 * - `invalid_value`: a value the field does not take (not one of a list, or a rule across values).
 * - `mismatch`: must equal another field and does not (a password confirmation).
 * - `taken`: already used by someone else (an email).
 * - `wrong_password`: the current password given is not the account's.
 * - `common_password`: a new password found among the most common ones (the first guesses of anyone guessing).
 * - `code_required`: a one-time code is needed besides the password (login after many wrong passwords on the account;
 *   the store has mailed one when the email and password are right).
 * - `invalid_code`: a one-time code or reset link that is wrong, used or expired.
 * - `not_serviceable`: no courier delivers to this pincode.
 * - `not_applicable`: an offer that does not apply here (a coupon, cash on delivery for this order).
 * - `not_delivered`, `window_closed`, `already_requested`: a return the store does not take for that order line (not
 *   delivered yet, past the return window, or returned already); see `returns/return-policy.ts`.
 * - `sold_out`: the option chosen cannot be bought now (a size sold out in the colour chosen); another may be.
 */
export type FieldErrorCode =
  | 'required'
  | 'invalid_type'
  | 'too_small'
  | 'too_big'
  | 'invalid_format'
  | 'invalid_value'
  | 'mismatch'
  | 'taken'
  | 'wrong_password'
  | 'common_password'
  | 'code_required'
  | 'invalid_code'
  | 'not_serviceable'
  | 'not_applicable'
  | 'not_delivered'
  | 'window_closed'
  | 'already_requested'
  | 'sold_out';

/** Every code, for schemas that list them (the api's OpenAPI document) and for checks of a code received. */
export const FIELD_ERROR_CODES: readonly FieldErrorCode[] = [
  'required',
  'invalid_type',
  'too_small',
  'too_big',
  'invalid_format',
  'invalid_value',
  'mismatch',
  'taken',
  'wrong_password',
  'common_password',
  'code_required',
  'invalid_code',
  'not_serviceable',
  'not_applicable',
  'not_delivered',
  'window_closed',
  'already_requested',
  'sold_out',
];

export const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  typeof value === 'string' && (FIELD_ERROR_CODES as readonly string[]).includes(value);
