import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRefusalCode, REFUSAL_CODES } from './refusal-code.js';

describe('isRefusalCode', () => {
  it('knows every catalogued code and nothing else', () => {
    expect(REFUSAL_CODES.every(isRefusalCode)).toBe(true);
    expect(new Set(REFUSAL_CODES).size).toBe(REFUSAL_CODES.length);
    expect(['OUT_OF_STOCK', 'Product not found', '', undefined, 404].some(isRefusalCode)).toBe(false);
  });

  it('gives every code its meaning in the catalogue', () => {
    const catalogue = readFileSync(new URL('./refusal-code.ts', import.meta.url), 'utf8');
    const explained = catalogue.slice(0, catalogue.indexOf('export const REFUSAL_CODES'));
    expect(REFUSAL_CODES.filter((code) => !new RegExp(`^ \\* - .*\`${code}\``, 'm').test(explained))).toEqual([]);
  });
});
