import { describe, expect, it } from 'vitest';
import { rupeesToPaise, sizeLabels, validateColourForm } from './colour-form';

describe('a new colour’s form', () => {
  it('reads rupees to whole paise without float arithmetic', () => {
    expect(rupeesToPaise('1999')).toBe(199_900);
    expect(rupeesToPaise('1999.5')).toBe(199_950);
    expect(rupeesToPaise('0.29')).toBe(29);
    expect(rupeesToPaise('1,999.05')).toBe(199_905);
    expect(rupeesToPaise('19.999')).toBeNull();
    expect(rupeesToPaise('-5')).toBeNull();
  });

  it('refuses a sale price above the retail price, as the api does', () => {
    const errors = validateColourForm({ colour: 'Navy', retail: '1999', sale: '2499', sizes: '40' });
    expect(errors).toEqual({ sale: 'The sale price is above the retail price' });
  });

  it('takes sizes as a comma list, each once', () => {
    expect(sizeLabels(' 38, 40,,40 , 42 ')).toEqual(['38', '40', '42']);
    expect(validateColourForm({ colour: '', retail: '1', sale: '1', sizes: '' }).colour).toBe('Colour is required');
  });
});
