import { z } from 'zod';
import { productSchema } from '../catalog/schemas.js';
import { badRequest } from '../http/errors.js';
import { claimedBuyerId, requiredId, uuidParam } from '../http/schemas.js';
import type { WishlistItemRef } from './service.js';

/** Request and answer schemas of the wishlist routes (spec section 7). */

export const wishlistQuerySchema = z.object({ buyerId: claimedBuyerId });

const ignored = (what: string) =>
  z
    .unknown()
    .optional()
    .describe(`Sent by the storefront with the product's ${what}; ignored (the server reads the product)`);

export const addToWishlistBodySchema = z.object({
  productId: requiredId('productId'),
  buyerId: claimedBuyerId,
  productName: ignored('name'),
  image: ignored('image'),
  price: ignored('price'),
});

const ONE_REF = "Give id (the wishlist item's _id) or productId, not both";

export const removeFromWishlistQuerySchema = z
  .object({
    id: uuidParam('id').optional().describe("The wishlist item's _id (the spec's call)"),
    productId: uuidParam('productId').optional().describe('Or the saved product’s id'),
  })
  .refine((q) => (q.id === undefined) !== (q.productId === undefined), { error: ONE_REF });

/** The item DELETE /wishlist names (the schema has checked that exactly one of the two is given). */
export function itemRefOf(query: { id?: string | undefined; productId?: string | undefined }): WishlistItemRef {
  if (query.id !== undefined) return { itemId: query.id };
  if (query.productId !== undefined) return { productId: query.productId };
  throw badRequest('invalid_input', ONE_REF);
}

/* Answers */

export const wishlistItemSchema = z.object({
  _id: z.uuid(),
  buyerId: z.uuid(),
  productId: productSchema,
  createdAt: z.string(),
});

export const wishlistSchema = z.object({
  buyerId: z.uuid(),
  result: z.array(wishlistItemSchema).describe('Newest first'),
  count: z.number().int(),
});

/** GET /wishlist's answer. */
export const wishlistAnswerSchema = wishlistSchema.extend({ success: z.literal(true) });

/** What every wishlist write answers: the spec's `status`, a message, and the wishlist as it now is. */
export const wishlistChangeSchema = wishlistSchema.extend({
  status: z.literal(true),
  success: z.literal(true),
  message: z.string(),
});
