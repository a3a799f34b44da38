import type { z } from 'zod';
import type { wishlistItemSchema, wishlistSchema } from './schemas.js';

/** A saved product on the wire: the spec's `_id` and `productId` (the whole product). */
export type WishlistItemJson = z.infer<typeof wishlistItemSchema>;

/** A buyer's wishlist on the wire: GET /wishlist's answer, also part of every wishlist write's answer. */
export type WishlistJson = z.infer<typeof wishlistSchema>;
