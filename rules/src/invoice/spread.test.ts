import { describe, expect, it } from 'vitest';
import { spreadInProportion } from './spread.js';

describe('spreading a reduction over the lines', () => {
  it('gives each line its share in proportion to its value, adding up exactly', () => {
    expect(spreadInProportion(1_000, [3_000, 1_000])).toEqual([750, 250]);
    const parts = spreadInProportion(100, [500, 500, 500]);
    expect(parts).toEqual([34, 33, 33]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('adds up exactly for awkward amounts, each part within a paisa of its exact share', () => {
    const values = [1_499_900, 189_900, 189_900, 129_900, 59_900, 7];
    for (const total of [1, 7, 99_999, 206_951, 1_000_000, 2_069_507]) {
      const parts = spreadInProportion(total, values);
      const base = values.reduce((a, b) => a + b, 0);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      parts.forEach((part, i) => {
        expect(Math.abs(part - (total * (values[i] ?? 0)) / base)).toBeLessThan(1);
        expect(part).toBeLessThanOrEqual(values[i] ?? 0);
      });
    }
  });

  it('gives the paise left after rounding down to the lines whose shares lost most, ties to the earlier line', () => {
    // Exact shares of 1 paisa over 100 : 200 are 0.33 and 0.67: the second line's share is the nearer to a paisa.
    expect(spreadInProportion(1, [100, 200])).toEqual([0, 1]);
    expect(spreadInProportion(1, [200, 100])).toEqual([1, 0]);
    // Shares of 0.4, 0.4 and 1.2: the 1.2 line keeps its paisa, and the paisa left goes to the earlier 0.4 line.
    expect(spreadInProportion(2, [100, 100, 300])).toEqual([1, 0, 1]);
    expect(spreadInProportion(2, [300, 100, 100])).toEqual([1, 1, 0]);
    expect(spreadInProportion(2, [100, 300, 100])).toEqual([1, 1, 0]);
  });

  it('gives nothing when there is nothing to spread, and refuses more than the lines are worth', () => {
    expect(spreadInProportion(0, [500, 700])).toEqual([0, 0]);
    expect(spreadInProportion(0, [0, 0])).toEqual([0, 0]);
    expect(spreadInProportion(1_200, [500, 700])).toEqual([500, 700]);
    expect(() => spreadInProportion(1_201, [500, 700])).toThrow(RangeError);
  });

  it('refuses a reduction that is negative or not whole paise', () => {
    expect(() => spreadInProportion(-1, [500, 700])).toThrow(RangeError);
    expect(() => spreadInProportion(0.5, [500, 700])).toThrow(RangeError);
  });
});
