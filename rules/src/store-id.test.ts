import { describe, expect, it } from 'vitest';
import { isStoreId } from './store-id.js';

describe('isStoreId', () => {
  it('takes a UUID in either case and nothing else', () => {
    expect(isStoreId('0b4a55d2-6c1e-4f0e-9a55-3f7d8e2b9c10')).toBe(true);
    expect(isStoreId('0B4A55D2-6C1E-4F0E-9A55-3F7D8E2B9C10')).toBe(true);
    for (const junk of ['', 'not-an-id', '0b4a55d2-6c1e-4f0e-9a55-3f7d8e2b9c1', `${'a'.repeat(300)}`]) {
      expect(isStoreId(junk), junk).toBe(false);
    }
    expect(isStoreId(' 0b4a55d2-6c1e-4f0e-9a55-3f7d8e2b9c10')).toBe(false);
  });
});
