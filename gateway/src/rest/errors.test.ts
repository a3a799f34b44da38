import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorForStatus, inputFields, inputPath } from './errors.js';

const refusal = (fields: unknown) => ({ success: false, status: false, message: 'Invalid request. x', fields });

describe('errorForStatus', () => {
  it('carries the api’s field errors as extensions.fields on BAD_USER_INPUT', () => {
    const error = errorForStatus(400, refusal([{ path: 'address.0.pincode', code: 'invalid_format', message: 'm' }]));
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'address.0.pincode', code: 'invalid_format', message: 'm' }],
    });
  });

  it('drops field entries that are not field errors, and answers no fields key without any', () => {
    expect(errorForStatus(400, refusal([{ path: 1 }, 'x'])).extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(errorForStatus(409, { message: 'Taken' }).extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });

  it('never puts fields on an outage or an authentication refusal', () => {
    const fields = [{ path: 'email', code: 'taken', message: 'm' }];
    expect(errorForStatus(401, refusal(fields)).extensions).toEqual({ code: 'UNAUTHENTICATED' });
    expect(errorForStatus(502, refusal(fields)).extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('passes on the api’s own 503 (its database briefly unreachable) with its message and when to try again', () => {
    const body = {
      success: false,
      status: false,
      message: 'The store is briefly unavailable. Please try again in a few seconds.',
    };
    const error = errorForStatus(503, body, 5);
    expect(error.message).toBe(body.message);
    expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', retryAfterSeconds: 5 });
    // Another hop's bare 503 (a balancer with no replica left) is an outage in the store's own words.
    expect(errorForStatus(503, '<html>Service Unavailable</html>').extensions).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
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
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'code', code: 'invalid_code', message: 'm' }] },
    });
    const other = new GraphQLError('gone', { extensions: { code: 'NOT_FOUND' } });
    await expect(inputFields(Promise.reject(other), { prefix: 'input.' })).rejects.toBe(other);
    await expect(inputFields(Promise.resolve(7), { prefix: 'input.' })).resolves.toBe(7);
  });
});
