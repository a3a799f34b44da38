import type { ProductSort, SortDirection, StockState } from '../../__generated__/admin/graphql';

/**
 * The product list's state, kept in the page's URL (`?q=linen&sort=PRICE&dir=ASC&stock=SOLD_OUT&after=…`): a reload,
 * a shared link or the browser's Back shows the same page of the same list. Anything unreadable falls back to the
 * default, so a hand-edited address never breaks the page.
 */
export interface ProductListState {
  search: string;
  sort: ProductSort;
  direction: SortDirection;
  visibility: 'SHOWN' | 'HIDDEN' | null;
  stockState: StockState | null;
  /** The cursor the page starts after (the previous page's end); null on the first page. */
  after: string | null;
}

export const PRODUCT_SORTS: readonly ProductSort[] = ['UPDATED', 'NAME', 'PRICE', 'STOCK'];
export const STOCK_STATES: readonly StockState[] = ['IN_STOCK', 'SOME_SOLD_OUT', 'SOLD_OUT'];
export const DEFAULT_LIST_STATE: ProductListState = {
  search: '',
  sort: 'UPDATED',
  direction: 'DESC',
  visibility: null,
  stockState: null,
  after: null,
};
/** The gateway's bound on a search (`@length` on `ProductListFilter.search`). */
export const SEARCH_MAX = 100;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;

export function readListState(params: URLSearchParams): ProductListState {
  return {
    search: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    sort: oneOf(PRODUCT_SORTS, params.get('sort')) ?? DEFAULT_LIST_STATE.sort,
    direction: oneOf(['ASC', 'DESC'] as const, params.get('dir')) ?? DEFAULT_LIST_STATE.direction,
    visibility: oneOf(['SHOWN', 'HIDDEN'] as const, params.get('visibility')),
    stockState: oneOf(STOCK_STATES, params.get('stock')),
    after: params.get('after') || null,
  };
}

/** The URL's query for `state`: defaults left out, so the plain list is plain `/admin/products`. */
export function listStateParams(state: ProductListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.sort !== DEFAULT_LIST_STATE.sort) params.set('sort', state.sort);
  if (state.direction !== DEFAULT_LIST_STATE.direction) params.set('dir', state.direction);
  if (state.visibility) params.set('visibility', state.visibility);
  if (state.stockState) params.set('stock', state.stockState);
  if (state.after) params.set('after', state.after);
  return params;
}

/**
 * A change of search, sort or filter: the list starts again from its first page (a cursor belongs to one ordering
 * and one filter). Only paging keeps a cursor.
 */
export function changeListState(state: ProductListState, change: Partial<Omit<ProductListState, 'after'>>) {
  return { ...state, ...change, after: null };
}
