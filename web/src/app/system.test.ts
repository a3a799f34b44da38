import { afterEach, describe, expect, it, vi } from 'vitest';
import { system, systemOverServerStyles } from './system';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What `patches/@chakra-ui__react@3.37.0.patch` changes in Chakra, and what the store relies on it for. */
describe('the Chakra system', () => {
  it('builds its global CSS only when read (the server reads it; a hydrating page never does)', () => {
    expect(typeof Object.getOwnPropertyDescriptor(system, '_global')?.get).toBe('function');
    expect(system._global).toHaveLength(3);
  });

  it('writes no global styles or layer order again over a page the server rendered', () => {
    expect(systemOverServerStyles._global).toEqual([]);
    expect(systemOverServerStyles.layers.atRule).toBe('');
    // Everything else is the same system.
    expect(systemOverServerStyles.css({ color: 'fg.muted' })).toEqual(system.css({ color: 'fg.muted' }));
  });

  it('sorts media queries without localeCompare (whose first call builds ICU’s collator)', () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    const styles = system.css({
      _hover: { color: 'red.700' },
      _motionReduce: { transition: 'none' },
      _print: { color: 'black' },
    });
    expect(Object.keys(styles).filter((key) => key.startsWith('@media')).length).toBeGreaterThan(1);
    expect(localeCompare).not.toHaveBeenCalled();
  });
});
