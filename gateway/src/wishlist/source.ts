import type { WishlistJson } from '@sutra/api/wire';
import type { CatalogSource } from '../catalog/source.js';
import type { Caller, RestClient } from '../rest/client.js';
import { graphqlError } from '../rest/errors.js';

/**
 * The wishlist's REST calls for one GraphQL request, made with the caller's token (the api finds the buyer from it
 * and checks ownership). Every answer carries whole products: they prime the catalogue's loader, so items' products
 * cost no further call. Writes answer the whole wishlist, which also becomes this request's wishlist.
 */
export class WishlistSource {
  private current: Promise<WishlistJson> | undefined;

  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
    private readonly catalog: CatalogSource,
  ) {}

  /** The caller's wishlist, read once per request; null without a token. */
  wishlist(): Promise<WishlistJson | null> {
    if (!this.caller.token) return Promise.resolve(null);
    this.current ??= this.rest.get<WishlistJson>('/wishlist', undefined, this.caller).then((w) => this.remember(w));
    return this.current;
  }

  async add(productId: string): Promise<WishlistJson> {
    return this.write(this.rest.send<WishlistJson>('POST', '/wishlist', { productId }, this.caller));
  }

  async remove(ref: { productId?: string | null; itemId?: string | null }): Promise<WishlistJson> {
    const { productId, itemId } = ref;
    if (Boolean(productId) === Boolean(itemId)) {
      throw graphqlError('BAD_USER_INPUT', 'invalid_input', 'Give productId or itemId (one of them)');
    }
    const params = itemId ? { id: itemId } : { productId: productId ?? undefined };
    return this.write(this.rest.send<WishlistJson>('DELETE', '/wishlist', undefined, this.caller, params));
  }

  private async write(answer: Promise<WishlistJson>): Promise<WishlistJson> {
    const wishlist = this.remember(await answer);
    this.current = Promise.resolve(wishlist);
    return wishlist;
  }

  private remember(wishlist: WishlistJson): WishlistJson {
    this.catalog.prime(wishlist.result.map((item) => item.productId));
    return wishlist;
  }
}
