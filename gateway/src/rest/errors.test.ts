import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorForStatus, inputFields, inputPath } from './errors.js';

const refusal = (fields: unknown) => ({
  success: false,
  status: false,
  code: 'invalid_input',
  message: 'Invalid request. x',
  fields,
});

describe('errorForStatus', () => {
  it('carries the api’s field errors as extensions.fields on BAD_USER_INPUT', () => {
    const error = errorForStatus(400, refusal([{ path: 'address.0.pincode', code: 'invalid_format', message: 'm' }]));
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'invalid_input',
      fields: [{ field: 'address.0.pincode', code: 'invalid_format', message: 'm' }],
    });
  });

  it('drops field entries that are not field errors, and answers no fields key without any', () => {
    expect(errorForStatus(400, refusal([{ path: 1 }, 'x'])).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'invalid_input',
    });
  });

  it('answers a 409 as a CONFLICT with the api’s reason, never as bad input, fields kept', () => {
    const soldOut = { success: false, status: false, code: 'out_of_stock', message: 'This product is out of stock' };
    const error = errorForStatus(409, soldOut);
    expect(error.message).toBe('This product is out of stock');
    expect(error.extensions).toEqual({ code: 'CONFLICT', reason: 'out_of_stock' });
    const taken = { ...soldOut, code: 'email_taken', fields: [{ path: 'email', code: 'taken', message: 'm' }] };
    expect(errorForStatus(409, taken).extensions).toEqual({
      code: 'CONFLICT',
      reason: 'email_taken',
      fields: [{ field: 'email', code: 'taken', message: 'm' }],
    });
  });

  it('passes the api’s code on as the reason beside the class its status gives', () => {
    const answer = (code: string) => ({ success: false, status: false, code, message: 'm' });
    expect(errorForStatus(404, answer('not_found')).extensions).toEqual({ code: 'NOT_FOUND', reason: 'not_found' });
    expect(errorForStatus(401, answer('session_expired')).extensions).toEqual({
      code: 'UNAUTHENTICATED',
      reason: 'session_expired',
    });
    expect(errorForStatus(400, answer('coupon_expired')).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'coupon_expired',
    });
    expect(errorForStatus(429, answer('rate_limited'), 60).extensions).toEqual({
      code: 'RATE_LIMITED',
      reason: 'rate_limited',
      retryAfterSeconds: 60,
    });
  });

  it('gives a refusal without a catalogued code (another hop’s) the general reason of its class', () => {
    expect(errorForStatus(404, { message: 'Not Found' }).extensions).toEqual({
      code: 'NOT_FOUND',
      reason: 'not_found',
    });
    expect(errorForStatus(400, { code: 'FST_ERR_CTP_INVALID_JSON_BODY', message: 'x' }).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'invalid_input',
    });
  });

  it('never puts fields on an outage or an authentication refusal', () => {
    const fields = [{ path: 'email', code: 'taken', message: 'm' }];
    expect(errorForStatus(401, refusal(fields)).extensions).toEqual({
      code: 'UNAUTHENTICATED',
      reason: 'invalid_input',
    });
    expect(errorForStatus(502, refusal(fields)).extensions).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'unavailable',
    });
  });

  it('passes on the api’s own 503 (its database briefly unreachable) with its message and when to try again', () => {
    const body = {
      success: false,
      status: false,
      code: 'unavailable',
      message: 'The store is briefly unavailable. Please try again in a few seconds.',
    };
    const error = errorForStatus(503, body, 5);
    expect(error.message).toBe(body.message);
    expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', reason: 'unavailable', retryAfterSeconds: 5 });
    const unconfirmed = { ...body, code: 'payment_unconfirmed', message: 'We could not confirm your payment' };
    expect(errorForStatus(503, unconfirmed).extensions).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'payment_unconfirmed',
    });
    // Another hop's bare 503 (a balancer with no replica left) is an outage in the store's own words.
    expect(errorForStatus(503, '<html>Service Unavailable</html>').extensions).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'unavailable',
    });
  });
});

describe('inputPath and inputFields', () => {
  it('prefixes and renames path segments, keeping list indexes', () => {
    const paths = { prefix: 'input.', renames: { address: 'addresses', defaultAdd: 'isDefault' } };
    expect(inputPath('address.2.defaultAdd', paths)).toBe('input.addresses.2.isDefault');
    expect(inputPath('email', { prefix: 'input.' })).toBe('input.email');
    expect(inputPath('', { prefix: 'input.' })).toBe('input');
    expect(inputPath('otp', { renames: { otp: 'code' } })).toBe('code');
  });

  it('renames a refusal’s fields and passes other failures through untouched', async () => {
    const refused = Promise.reject(errorForStatus(400, refusal([{ path: 'otp', code: 'invalid_code', message: 'm' }])));
    await expect(inputFields(refused, { renames: { otp: 'code' } })).rejects.toMatchObject({
      message: 'Invalid request. x',
      extensions: {
        code: 'BAD_USER_INPUT',
        reason: 'invalid_input',
        fields: [{ field: 'code', code: 'invalid_code', message: 'm' }],
      },
    });
    const other = new GraphQLError('gone', { extensions: { code: 'NOT_FOUND' } });
    await expect(inputFields(Promise.reject(other), { prefix: 'input.' })).rejects.toBe(other);
    await expect(inputFields(Promise.resolve(7), { prefix: 'input.' })).resolves.toBe(7);
  });
});
