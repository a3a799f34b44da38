import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BearerAuth, buyerOf, ownBuyerId } from '../auth/bearer.js';
import type { Db } from '../db/client.js';
import { errorSchema } from '../http/schemas.js';
import {
  addToWishlistBodySchema,
  itemRefOf,
  removeFromWishlistQuerySchema,
  wishlistAnswerSchema,
  wishlistChangeSchema,
  wishlistItemSchema,
  wishlistQuerySchema,
} from './schemas.js';
import { addToWishlist, getWishlist, removeFromWishlist, type WishlistChange } from './service.js';

const tags = ['wishlist'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

const changeAnswer = ({ message, wishlist }: WishlistChange) => ({
  status: true as const,
  success: true as const,
  message,
  ...wishlist,
});

/** The wishlist routes of spec section 7. Every write answers the whole wishlist as it now is. */
export const wishlistRoutes =
  ({ db, auth }: { db: Db; auth: BearerAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wishlist',
      {
        schema: {
          tags,
          summary: "The buyer's saved products, newest first",
          security,
          querystring: wishlistQuerySchema,
          response: { 200: wishlistAnswerSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => {
        const buyerId = ownBuyerId(request, request.query.buyerId);
        return { success: true as const, ...(await getWishlist(db, buyerId)) };
      },
    );

    const additionSchema = wishlistChangeSchema.extend({ item: wishlistItemSchema });
    app.post(
      '/wishlist',
      {
        schema: {
          tags,
          summary: 'Save a product (saving it again changes nothing)',
          security,
          body: addToWishlistBodySchema,
          response: { 200: additionSchema, 201: additionSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
      },
      async (request, reply) => {
        const buyerId = ownBuyerId(request, request.body.buyerId);
        const change = await addToWishlist(db, buyerId, request.body.productId);
        return reply.status(change.created ? 201 : 200).send({ ...changeAnswer(change), item: change.item });
      },
    );

    app.delete(
      '/wishlist',
      {
        schema: {
          tags,
          summary: 'Remove a saved product, by the item _id (id) or by productId',
          security,
          querystring: removeFromWishlistQuerySchema,
          response: { 200: wishlistChangeSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => {
        return changeAnswer(await removeFromWishlist(db, buyerOf(request).id, itemRefOf(request.query)));
      },
    );
  };
