import { describe, expect, it } from 'vitest';
import { changeListState, DEFAULT_LIST_STATE, listStateParams, readListState } from './list-state';

describe('the product list’s state in the URL', () => {
  it('reads back what it wrote', () => {
    const state = {
      search: 'linen',
      sort: 'PRICE' as const,
      direction: 'ASC' as const,
      visibility: 'HIDDEN' as const,
      stockState: 'SOLD_OUT' as const,
      after: 'cursor-2',
    };
    const params = listStateParams(state);
    expect(params.toString()).toBe('q=linen&sort=PRICE&dir=ASC&visibility=HIDDEN&stock=SOLD_OUT&after=cursor-2');
    expect(readListState(params)).toEqual(state);
  });

  it('leaves the defaults out, so the plain list has a plain address', () => {
    expect(listStateParams(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(listStateParams({ ...DEFAULT_LIST_STATE, search: '   ' }).toString()).toBe('');
  });

  it('falls back to the default for a hand-edited value it does not know', () => {
    const state = readListState(new URLSearchParams('sort=PRICE;drop&dir=up&stock=few&visibility=all'));
    expect(state).toEqual(DEFAULT_LIST_STATE);
    expect(readListState(new URLSearchParams(`q=${'a'.repeat(500)}`)).search).toHaveLength(100);
  });

  it('starts again from the first page when the search, sort or a filter changes', () => {
    const paged = { ...DEFAULT_LIST_STATE, after: 'cursor-3' };
    expect(changeListState(paged, { search: 'kurta' })).toMatchObject({ search: 'kurta', after: null });
    expect(changeListState(paged, { sort: 'NAME' }).after).toBeNull();
    expect(changeListState(paged, { stockState: 'SOLD_OUT' }).after).toBeNull();
  });
});
