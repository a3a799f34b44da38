import { describe, expect, it } from 'vitest';
import { etagMatches, rangeOf } from './conditional.js';

describe('rangeOf', () => {
  it('reads a closed, an open and a suffix range within the file', () => {
    expect(rangeOf('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(rangeOf('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(rangeOf('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(rangeOf(' bytes=0-0 ', 100)).toEqual({ start: 0, end: 0 });
  });

  it('cuts an end past the file to its last byte, as RFC 9110 asks', () => {
    expect(rangeOf('bytes=0-999', 100)).toEqual({ start: 0, end: 99 });
    expect(rangeOf('bytes=95-100', 100)).toEqual({ start: 95, end: 99 });
    expect(rangeOf('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('is unsatisfiable from past the end, and whole-file for what it does not read', () => {
    expect(rangeOf('bytes=100-', 100)).toBe('unsatisfiable');
    expect(rangeOf('bytes=-0', 100)).toBe('unsatisfiable');
    expect(rangeOf('bytes=0-1,5-9', 100)).toBeUndefined();
    expect(rangeOf('bytes=20-10', 100)).toBeUndefined();
    expect(rangeOf('bytes=-', 100)).toBeUndefined();
    expect(rangeOf('lines=1-2', 100)).toBeUndefined();
    expect(rangeOf('xbytes=0-1', 100)).toBeUndefined();
  });

  it('is unsatisfiable for any last bytes of an empty file', () => {
    expect(rangeOf('bytes=-5', 0)).toBe('unsatisfiable');
    expect(rangeOf('bytes=0-', 0)).toBe('unsatisfiable');
  });
});

describe('etagMatches', () => {
  it('compares weakly, in lists and with the wildcard', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(' * ', '"a"')).toBe(true);
    // Only a leading W/ marks a weak tag: one inside the quotes is part of the tag.
    expect(etagMatches('"W/a"', '"a"')).toBe(false);
  });
});
