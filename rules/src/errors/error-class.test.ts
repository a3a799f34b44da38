import { describe, expect, it } from 'vitest';
import { errorClassOfStatus } from './error-class.js';

describe('errorClassOfStatus', () => {
  it('gives a conflict its own class, not a refusal of input', () => {
    expect(errorClassOfStatus(409)).toBe('CONFLICT');
    expect(errorClassOfStatus(400)).toBe('BAD_USER_INPUT');
  });

  it('names sessions, permissions, missing things and rate limits; other refusals are input, the rest outages', () => {
    expect([401, 403, 404, 429].map(errorClassOfStatus)).toEqual([
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'RATE_LIMITED',
    ]);
    expect([413, 415, 422].map(errorClassOfStatus)).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT']);
    expect([500, 502, 503, 504].map(errorClassOfStatus)).toEqual(Array(4).fill('UPSTREAM_UNAVAILABLE'));
  });
});
