import { describe, expect, it } from 'vitest';
import { changedKeys } from './audit-diff';

describe('the audit entry’s diff', () => {
  it('lists only the keys whose values changed, nested ones compared whole', () => {
    const before = JSON.stringify({ id: 'p1', name: 'Linen shirt', price: 129900, tags: ['a'], version: 3 });
    const after = JSON.stringify({ id: 'p1', name: 'Linen shirt', price: 99900, tags: ['a', 'b'], version: 4 });
    expect(changedKeys(before, after)).toEqual([
      { key: 'price', before: '129900', after: '99900' },
      { key: 'tags', before: '["a"]', after: '["a","b"]' },
      { key: 'version', before: '3', after: '4' },
    ]);
  });

  it('shows a creation as every key new, a deletion as every key gone', () => {
    expect(changedKeys(null, JSON.stringify({ email: 'a@sutra.in', role: 'orders' }))).toEqual([
      { key: 'email', before: '', after: 'a@sutra.in' },
      { key: 'role', before: '', after: 'orders' },
    ]);
    expect(changedKeys(JSON.stringify({ code: 'X' }), null)).toEqual([{ key: 'code', before: 'X', after: '' }]);
  });
});
