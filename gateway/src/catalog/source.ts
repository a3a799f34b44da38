import type {
  AttributeFilterJson,
  CategoryJson,
  HomepageJson,
  OptionCounts,
  ProductJson,
  RelatedProductsJson,
  SearchHit,
} from '@sutra/api/wire';
import { isStoreId } from '@sutra/rules';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type {
  ProductCollection,
  ProductFilter,
  ProductSort,
  QueryListingFacetsArgs,
  QueryProductsArgs,
} from '../__generated__/resolvers-types.js';
import type { QueryParams, RestClient } from '../rest/client.js';
import { graphqlError } from '../rest/errors.js';
import type { AttributeFacetParent, ProductConnectionParent } from './mappers.js';

/** The api answers at most this many ids per batch call. */
const MAX_IDS_PER_CALL = 100;
/** `productsByIds` answers at most this many ids (a browser-kept list such as 'Recently viewed'). */
export const MAX_PRODUCTS_BY_IDS = 24;
const MAX_PAGE = 100;
export const PRODUCT_NOT_FOUND = 'Product not found';

const SORTS: Record<ProductSort, string> = { DEFAULT: 'default', LOW_TO_HIGH: 'lowToHigh', HIGH_TO_LOW: 'highToLow' };
const COLLECTIONS: Record<ProductCollection, string> = {
  BEST_SELLER: 'bestSeller',
  TRENDING: 'trending',
  RECOMMENDED: 'recommended',
};
const AVAILABILITY = { ALL: 'all', IN_STOCK: 'inStock', OUT_OF_STOCK: 'outOfStock' } as const;

interface ListAnswer {
  result: ProductJson[];
  total: number;
  aboveMaxPrice: number;
  nextCursor: string | null;
}

/** One product's related products, `first` of them. */
interface RelatedKey {
  product: ProductJson;
  first: number;
}

/**
 * The catalogue's REST calls for one GraphQL request. Products go through a batching loader (one
 * `GET /product?ids=` per tick); every product a listing or the homepage returns primes it, so nested fields
 * never fetch a product twice. Related products go through one too: a listing's cards asking for theirs are one
 * `GET /product-related` between them.
 */
export class CatalogSource {
  private readonly productLoader: DataLoader<string, ProductJson>;
  private readonly relatedLoader: DataLoader<RelatedKey, ProductJson[], string>;
  private categoriesOnce: Promise<CategoryJson[]> | undefined;

  constructor(private readonly rest: RestClient) {
    this.productLoader = new DataLoader(async (ids) => this.fetchProducts(ids), { maxBatchSize: MAX_IDS_PER_CALL });
    this.relatedLoader = new DataLoader(async (keys) => this.fetchRelated(keys), {
      maxBatchSize: MAX_IDS_PER_CALL,
      cacheKeyFn: (key) => `${key.product._id}:${key.first}`,
    });
  }

  private async fetchProducts(ids: readonly string[]): Promise<(ProductJson | Error)[]> {
    const answer = await this.rest.get<{ result: ProductJson[] }>('/product', { ids: ids.join(',') });
    const byId = new Map(answer.result.map((p) => [p._id, p]));
    return ids.map((id) => byId.get(id) ?? graphqlError('NOT_FOUND', 'not_found', PRODUCT_NOT_FOUND));
  }

  /**
   * Remembers products another call already answered (a listing, the homepage, the cart's lines), so resolving them
   * through `product(id)` later in the request costs no upstream call.
   */
  prime(products: readonly ProductJson[]): void {
    for (const p of products) this.productLoader.prime(p._id, p);
  }

  product(id: string): Promise<ProductJson> {
    // An id that cannot be a product's names no product: the page it came from does not exist.
    if (!isStoreId(id)) return Promise.reject(graphqlError('NOT_FOUND', 'not_found', PRODUCT_NOT_FOUND));
    return this.productLoader.load(id);
  }

  /**
   * Products in the order asked, through the batching loader (one upstream call). Ids that are not product ids, are
   * unknown or repeat are skipped; any other failure (an outage) is raised.
   */
  async productsByIds(ids: readonly string[]): Promise<ProductJson[]> {
    if (ids.length > MAX_PRODUCTS_BY_IDS) {
      throw graphqlError('BAD_USER_INPUT', 'invalid_input', `ids: at most ${MAX_PRODUCTS_BY_IDS} products at a time`);
    }
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()).filter(isStoreId))];
    const answers = await this.productLoader.loadMany(wanted);
    const products: ProductJson[] = [];
    for (const answer of answers) {
      if (!(answer instanceof Error)) products.push(answer);
      else if (!(answer instanceof GraphQLError && answer.extensions.code === 'NOT_FOUND')) throw answer;
    }
    return products;
  }

  categories(): Promise<CategoryJson[]> {
    this.categoriesOnce ??= this.rest.get<{ result: CategoryJson[] }>('/category').then((a) => a.result);
    return this.categoriesOnce;
  }

  async homepage(): Promise<HomepageJson> {
    const answer = await this.rest.get<{ data: { result: HomepageJson } }>('/homepage');
    const home = answer.data.result;
    this.prime([
      ...home.bestSeller.products.map((p) => p.productId),
      ...home.trending.products,
      ...home.recommended.products,
    ]);
    return home;
  }

  async search(query: string): Promise<SearchHit> {
    if (query.trim().length < 3)
      throw graphqlError('BAD_USER_INPUT', 'invalid_input', 'Type at least 3 characters to search.');
    const answer = await this.rest.get<{ results: SearchHit }>('/search', { q: query });
    return answer.results;
  }

  async products(args: QueryProductsArgs): Promise<ProductConnectionParent> {
    const first = args.first ?? 12;
    if (first < 1 || first > MAX_PAGE)
      throw graphqlError('BAD_USER_INPUT', 'invalid_input', `first must be between 1 and ${MAX_PAGE}`);
    const params: QueryParams = {
      limit: first,
      cursor: args.after ?? undefined,
      sort: SORTS[args.sort ?? 'DEFAULT'],
      ...filterParams(args.filter),
    };
    Object.assign(params, scopeParams(args));
    const answer = await this.rest.get<ListAnswer>('/product', params);
    this.prime(answer.result);
    return {
      products: answer.result,
      total: answer.total,
      aboveMaxPrice: answer.aboveMaxPrice,
      nextCursor: answer.nextCursor,
    };
  }

  /** The Filters panel's per-option counts of a listing, one attribute each, in the api's order. */
  async listingFacets(args: QueryListingFacetsArgs): Promise<AttributeFacetParent[]> {
    const answer = await this.rest.get<{ result: OptionCounts }>('/product-facets', {
      ...scopeParams(args),
      ...filterParams(args.filter),
    });
    return Object.entries(answer.result).map(([name, options]) => ({
      name,
      options: Object.entries(options).map(([label, count]) => ({ label, count })),
    }));
  }

  /** Products of the same category as `product`, without it, `first` of them (the schema bounds `first`). */
  related(product: ProductJson, first: number): Promise<ProductJson[]> {
    return this.relatedLoader.load({ product, first });
  }

  /** Every key's related products in one call, asked at the largest `first` among them and cut to each one's. */
  private async fetchRelated(keys: readonly RelatedKey[]): Promise<ProductJson[][]> {
    const ids = [...new Set(keys.map((key) => key.product._id))];
    const limit = Math.max(...keys.map((key) => key.first));
    const answer = await this.rest.get<RelatedProductsJson>('/product-related', { ids: ids.join(','), limit });
    this.prime(answer.products);
    const byId = new Map(answer.products.map((p) => [p._id, p]));
    const relatedOf = new Map(answer.result.map((r) => [r.productId, r.related]));
    return keys.map(({ product, first }) =>
      (relatedOf.get(product._id) ?? []).slice(0, first).flatMap((id) => byId.get(id) ?? []),
    );
  }

  async attributeFilters(category?: string | null): Promise<AttributeFilterJson[]> {
    const params = category && category.toUpperCase() !== 'ALL' ? { categoryName: category } : undefined;
    const answer = await this.rest.get<{ result: AttributeFilterJson[] }>('/attribute', params);
    return answer.result;
  }
}

/** Which products a listing draws from: a collection, a search's matches, or a category (ALL by default). */
function scopeParams(args: Pick<QueryProductsArgs, 'category' | 'collection' | 'search'>): QueryParams {
  if (args.collection) return { collection: COLLECTIONS[args.collection] };
  if (args.search !== null && args.search !== undefined) {
    if (args.search.trim().length < 3)
      throw graphqlError('BAD_USER_INPUT', 'invalid_input', 'Type at least 3 characters to search.');
    return { search: args.search };
  }
  return { categoryName: args.category ?? 'ALL' };
}

function filterParams(filter: ProductFilter | null | undefined): QueryParams {
  if (!filter) return {};
  const params: QueryParams = {
    minPrice: filter.minPrice ?? undefined,
    maxPrice: filter.maxPrice ?? undefined,
    availability: AVAILABILITY[filter.availability ?? 'ALL'],
    discountOnly: filter.discountOnly ? 'true' : undefined,
  };
  for (const { label, values } of filter.attributes ?? []) {
    if (values.length) params[`attr.${label}`] = values.join(',');
  }
  return params;
}
