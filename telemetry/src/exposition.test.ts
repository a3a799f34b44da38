import { describe, expect, it } from 'vitest';
import { readSample } from './exposition.js';

const TEXT = `# HELP c a counter
# TYPE c counter
c{cache="a",result="hit"} 3
c{cache="a",result="miss"} 1
c{cache="b",result="hit"} 5
g 7
`;

describe('readSample', () => {
  it('sums the series whose labels include the ones asked for', () => {
    expect(readSample(TEXT, 'c', { cache: 'a' })).toBe(4);
    expect(readSample(TEXT, 'c', { cache: 'a', result: 'hit' })).toBe(3);
    expect(readSample(TEXT, 'g')).toBe(7);
  });

  it('answers undefined when no series matches', () => {
    expect(readSample(TEXT, 'c', { cache: 'z' })).toBeUndefined();
    expect(readSample(TEXT, 'missing')).toBeUndefined();
  });
});
