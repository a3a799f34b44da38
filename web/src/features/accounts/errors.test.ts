import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { fieldsUnder, parseServerValidation, readableServerMessage, serverMessage } from './errors';

describe('serverMessage', () => {
  it('reads the first message of a GraphQL error answer', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Invalid email or password.' }] });
    expect(serverMessage(error)).toBe('Invalid email or password.');
  });

  it('has none for a network failure', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('parseServerValidation', () => {
  it('splits the api’s validation answer by field path', () => {
    const parsed = parseServerValidation(
      'Invalid request. address.0.pincode: Pincode must be 6 digits; address.0.mobile: Mobile number is required',
    );
    expect(parsed).toEqual({
      fields: { 'address.0.pincode': 'Pincode must be 6 digits', 'address.0.mobile': 'Mobile number is required' },
      general: [],
    });
    expect(fieldsUnder(parsed.fields, 'address.0.')).toEqual({
      pincode: 'Pincode must be 6 digits',
      mobile: 'Mobile number is required',
    });
  });

  it('keeps any other message whole', () => {
    expect(parseServerValidation('This email is already used by another account.')).toEqual({
      fields: {},
      general: ['This email is already used by another account.'],
    });
  });

  it('reads as plain sentences without paths', () => {
    expect(readableServerMessage('Invalid request. confirmpassword: Passwords do not match')).toBe(
      'Passwords do not match',
    );
    expect(readableServerMessage('Current password is incorrect')).toBe('Current password is incorrect');
  });
});
