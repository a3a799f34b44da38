import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { readableServerError, serverFieldErrors, serverMessage, serverRefusal } from './errors';

const refused = (message: string, fields?: unknown) =>
  new CombinedGraphQLErrors({
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', ...(fields === undefined ? {} : { fields }) } }],
  });

const ADDRESS_REFUSAL = refused(
  'Invalid request. address.0.pincode: Pincode must be 6 digits; address.0.mobile: Mobile number is required',
  [
    { field: 'addresses.0.pincode', code: 'invalid_format', message: 'Pincode must be 6 digits' },
    { field: 'addresses.0.mobile', code: 'required', message: 'Mobile number is required' },
    { field: 'addresses.1.city', code: 'required', message: 'City is required' },
  ],
);

describe('serverMessage', () => {
  it('reads the first message of a GraphQL error answer', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Invalid email or password.' }] });
    expect(serverMessage(error)).toBe('Invalid email or password.');
  });

  it('has none for a network failure', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('serverRefusal', () => {
  it('keys the fields under a prefix by their own names, with their codes, from extensions.fields', () => {
    expect(serverRefusal(ADDRESS_REFUSAL, 'addresses.0.')).toEqual({
      fields: { pincode: 'Pincode must be 6 digits', mobile: 'Mobile number is required' },
      codes: { pincode: 'invalid_format', mobile: 'required' },
      general: ['City is required'],
    });
  });

  it('reads fields only from extensions, never from the message text', () => {
    const textOnly = refused('Invalid request. email: Email is invalid');
    expect(serverRefusal(textOnly, '')).toEqual({
      fields: {},
      codes: {},
      general: ['Invalid request. email: Email is invalid'],
    });
  });

  it('keeps the first message of a field refused twice, and skips entries that are not field errors', () => {
    const error = refused('x', [
      { field: 'input.password', code: 'too_small', message: 'Password must be at least 6 characters' },
      { field: 'input.password', code: 'too_big', message: 'second' },
      { field: 'input.email', code: 'no_such_code', message: 'ignored' },
      'junk',
    ]);
    expect(serverRefusal(error, 'input.')).toEqual({
      fields: { password: 'Password must be at least 6 characters' },
      codes: { password: 'too_small' },
      general: [],
    });
  });

  it('is undefined when the server said nothing', () => {
    expect(serverRefusal(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toEqual([]);
  });
});

describe('readableServerError', () => {
  it('reads a field refusal as its messages, without paths', () => {
    const mismatch = refused('Invalid request. confirmpassword: Passwords do not match', [
      { field: 'input.confirmPassword', code: 'mismatch', message: 'Passwords do not match' },
    ]);
    expect(readableServerError(mismatch)).toBe('Passwords do not match');
  });

  it('reads any other refusal as the server’s message', () => {
    expect(readableServerError(refused('Current password is incorrect'))).toBe('Current password is incorrect');
    expect(readableServerError(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
