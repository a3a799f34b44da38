import { describe, expect, it } from 'vitest';
import { categoryProblems, listingFilterProblems } from './category-edit.js';

describe('category edits', () => {
  it('takes a name, a route value and a position; names what is wrong', () => {
    expect(categoryProblems({ name: 'Ethnic Wear', value: 'ethnic-wear', position: 2 })).toEqual([]);
    expect(
      categoryProblems({ name: ' ', value: 'Ethnic Wear', position: -1 }).map((p) => `${p.field} ${p.code}`),
    ).toEqual(['name required', 'value invalid_format', 'position invalid_value']);
  });

  it('checks listing filters: names unique, values present and not repeated', () => {
    const size = { attributeName: 'Size', values: [{ label: '40', value: '40' }] };
    expect(listingFilterProblems([size])).toEqual([]);
    const problems = listingFilterProblems([
      size,
      { attributeName: 'size', values: [] },
      {
        attributeName: 'Fabric',
        values: [
          { label: 'Silk', value: 'silk' },
          { label: 'Silk', value: 'SILK' },
        ],
      },
    ]);
    expect(problems.map((p) => `${p.field} ${p.code}`)).toEqual([
      'filters.1.attributeName invalid_value',
      'filters.1.values required',
      'filters.2.values invalid_value',
    ]);
  });
});
