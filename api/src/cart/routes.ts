import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BearerAuth, buyerOf, ownBuyerId } from '../auth/bearer.js';
import type { Db } from '../db/client.js';
import { errorSchema } from '../http/schemas.js';
import {
  addToCartBodySchema,
  cartAnswerSchema,
  cartChangeSchema,
  cartQuerySchema,
  lineIdQuerySchema,
  updateLineBodySchema,
} from './schemas.js';
import { addToCart, type CartChange, getCart, removeLine, setLineQuantity } from './service.js';

const tags = ['cart'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

const changeAnswer = ({ message, cart }: CartChange) => ({
  status: true as const,
  success: true as const,
  message,
  ...cart,
});

/** The cart routes of spec section 7. Every write answers the whole cart as it now is. */
export const cartRoutes =
  ({ db, auth }: { db: Db; auth: BearerAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/cart',
      {
        schema: {
          tags,
          summary: "The buyer's cart, priced: matched variant, unit price and total per line, count and total",
          security,
          querystring: cartQuerySchema,
          response: { 200: cartAnswerSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => {
        const buyerId = ownBuyerId(request, request.query.buyerId);
        return { success: true as const, ...(await getCart(db, buyerId)) };
      },
    );

    app.post(
      '/cart',
      {
        schema: {
          tags,
          summary: 'Add a product with chosen options; an equal line gets the quantity added (at most 10)',
          security,
          body: addToCartBodySchema,
          response: { 200: cartChangeSchema, 201: cartChangeSchema, 409: errorSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
      },
      async (request, reply) => {
        const buyerId = ownBuyerId(request, request.body.buyerId);
        const { productId, quantity, attributes } = request.body;
        const change = await addToCart(db, buyerId, { productId, quantity, attributes });
        return reply.status(change.created ? 201 : 200).send(changeAnswer(change));
      },
    );

    app.patch(
      '/cart',
      {
        schema: {
          tags,
          summary: "Set a line's quantity; below 1 removes the line",
          security,
          querystring: lineIdQuerySchema,
          body: updateLineBodySchema,
          response: { 200: cartChangeSchema, 409: errorSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) =>
        changeAnswer(await setLineQuantity(db, buyerOf(request).id, request.query.id, request.body.quantity)),
    );

    app.delete(
      '/cart',
      {
        schema: {
          tags,
          summary: 'Remove a line',
          security,
          querystring: lineIdQuerySchema,
          response: { 200: cartChangeSchema, ...errors },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => changeAnswer(await removeLine(db, buyerOf(request).id, request.query.id)),
    );
  };
