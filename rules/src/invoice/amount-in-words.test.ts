import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './amount-in-words.js';

describe('amounts in words', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [20, 'Twenty'],
    [21, 'Twenty-One'],
    [40, 'Forty'],
    [86, 'Eighty-Six'],
    [100, 'One Hundred'],
    [120, 'One Hundred Twenty'],
    [20_000, 'Twenty Thousand'],
    [20_00_000, 'Twenty Lakh'],
    [20_00_00_000, 'Twenty Crore'],
    [1_005, 'One Thousand Five'],
    [18_086, 'Eighteen Thousand Eighty-Six'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [5_00_00_000, 'Five Crore'],
    [1_23_45_67_890, 'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety'],
  ])('%i is %s (Indian grouping)', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('states rupees, and paise when there are any', () => {
    expect(rupeesInWords(1_808_600)).toBe('Rupees Eighteen Thousand Eighty-Six Only');
    expect(rupeesInWords(2_489_750)).toBe(
      'Rupees Twenty-Four Thousand Eight Hundred Ninety-Seven and Fifty Paise Only',
    );
    expect(rupeesInWords(1)).toBe('Rupees Zero and One Paise Only');
    expect(rupeesInWords(2_020)).toBe('Rupees Twenty and Twenty Paise Only');
    // An order that points covered wholly is invoiced at nothing payable.
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
  });

  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => rupeesInWords(-100)).toThrow(RangeError);
    expect(() => rupeesInWords(150.5)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});
