import { describe, expect, it } from 'vitest';
import { formatCount } from './format';

describe('formatCount writes what Intl writes for en-IN', () => {
  it.each([0, 7, 999, 1000, 12345, 1234567, 987654321, -4321])('formatCount(%s)', (count) => {
    expect(formatCount(count)).toBe(count.toLocaleString('en-IN'));
  });
});
