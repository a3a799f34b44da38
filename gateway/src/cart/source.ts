import type { CartJson } from '@sutra/api/wire';
import type { CartLineAttributeInput } from '../__generated__/resolvers-types.js';
import type { CatalogSource } from '../catalog/source.js';
import type { Caller, RestClient } from '../rest/client.js';
import { fieldsError } from '../rest/errors.js';

/** GraphQL's list of chosen options as the REST api takes them: an object keyed by attribute, or null for none. */
function toRestAttributes(
  attributes: readonly CartLineAttributeInput[] | null | undefined,
): Record<string, string> | null {
  if (!attributes?.length) return null;
  const chosen: Record<string, string> = {};
  for (const { name, value } of attributes) {
    if (Object.hasOwn(chosen, name)) {
      const message = `${name} is chosen twice`;
      throw fieldsError('invalid_input', message, [{ field: `attributes.${name}`, code: 'invalid_value', message }]);
    }
    chosen[name] = value;
  }
  return chosen;
}

/**
 * The cart's REST calls for one GraphQL request, made with the caller's token (the api finds the buyer from it and
 * checks that lines are theirs). The api prices the cart (matched variants, line totals, count, total): this only
 * carries its answers. Lines carry whole products, which prime the catalogue's loader, so a cart of any size costs
 * one call. Writes answer the whole cart, which also becomes this request's cart.
 */
export class CartSource {
  private current: Promise<CartJson> | undefined;

  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
    private readonly catalog: CatalogSource,
  ) {}

  /** The caller's cart, read once per request; null without a token. */
  cart(): Promise<CartJson | null> {
    if (!this.caller.token) return Promise.resolve(null);
    this.current ??= this.rest.get<CartJson>('/cart', undefined, this.caller).then((c) => this.remember(c));
    return this.current;
  }

  add(
    productId: string,
    quantity: number,
    attributes: readonly CartLineAttributeInput[] | null | undefined,
  ): Promise<CartJson> {
    const body = { productId, quantity, attributes: toRestAttributes(attributes) };
    return this.write(this.rest.send<CartJson>('POST', '/cart', body, this.caller));
  }

  setQuantity(lineId: string, quantity: number): Promise<CartJson> {
    return this.write(this.rest.send<CartJson>('PATCH', '/cart', { quantity }, this.caller, { id: lineId }));
  }

  remove(lineId: string): Promise<CartJson> {
    return this.write(this.rest.send<CartJson>('DELETE', '/cart', undefined, this.caller, { id: lineId }));
  }

  private async write(answer: Promise<CartJson>): Promise<CartJson> {
    const cart = this.remember(await answer);
    this.current = Promise.resolve(cart);
    return cart;
  }

  private remember(cart: CartJson): CartJson {
    this.catalog.prime(cart.result.map((line) => line.productId));
    return cart;
  }
}
