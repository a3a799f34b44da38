import type { ProductJson } from '../catalog/product-json.js';

/** A saved product on the wire: the spec's `_id` and `productId` (the whole product). */
export interface WishlistItemJson {
  _id: string;
  buyerId: string;
  productId: ProductJson;
  createdAt: string;
}

/** A buyer's wishlist on the wire: GET /wishlist's answer, also part of every wishlist write's answer. */
export interface WishlistJson {
  buyerId: string;
  /** Newest first. */
  result: WishlistItemJson[];
  count: number;
}
