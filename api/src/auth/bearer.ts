import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { buyers, revokedTokens } from '../db/schema.js';
import { notFound, unauthorized } from '../http/errors.js';
import { InvalidTokenError, type TokenService, type VerifiedSession } from './tokens.js';

/*
 * Bearer routes, in any slice (wishlist, cart, orders …):
 *
 *   app.post('/wishlist', { onRequest: auth.requireBuyer, schema: { body } }, async (request) => {
 *     const buyerId = ownBuyerId(request, request.body.buyerId); // 404 unless it is the token's buyer
 *     …
 *   });
 *
 * and `buyerOf(request).id` where no buyer id comes from the client at all.
 */

/** The buyer a verified bearer token speaks for, and that token (to log it out). */
export interface AuthenticatedBuyer {
  id: string;
  tokenVersion: number;
  tokenId: string;
  tokenExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireBuyer` hook on bearer routes; null elsewhere. */
    buyer: AuthenticatedBuyer | null;
  }
}

export const LOGIN_REQUIRED = 'Please log in to continue.';
export const SESSION_INVALID = 'Your session has expired or is no longer valid. Please log in again.';
/** What a bearer route answers for an id that is not the caller's: the same as for an id that does not exist. */
export const BUYER_NOT_FOUND = 'Buyer not found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BearerAuth {
  /**
   * The `onRequest` hook of every bearer route: checks the `Authorization: Bearer` token (signature, algorithm,
   * issuer, audience, expiry) and that the buyer still exists with the token's version, then sets `request.buyer`.
   * Anything wrong answers 401 with one message, never saying what was wrong. It runs before the body is read, so
   * a caller without a valid token learns nothing from validation messages either.
   */
  requireBuyer: (request: FastifyRequest) => Promise<void>;
}

/** Decorates requests with `buyer` and builds the bearer hook; call once on the root instance. */
export function installBearerAuth(app: FastifyInstance, db: Db, tokens: TokenService): BearerAuth {
  app.decorateRequest('buyer', null);
  return {
    requireBuyer: async (request) => {
      request.buyer = await authenticate(db, tokens, request.headers.authorization);
    },
  };
}

async function authenticate(db: Db, tokens: TokenService, header: string | undefined): Promise<AuthenticatedBuyer> {
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
  const token = match?.[1];
  if (!token) throw unauthorized('login_required', LOGIN_REQUIRED);
  let claims: VerifiedSession;
  try {
    claims = await tokens.verifySession(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthorized('session_expired', SESSION_INVALID);
    throw error;
  }
  if (!UUID.test(claims.buyerId)) throw unauthorized('session_expired', SESSION_INVALID);
  const [row] = await db
    .select({
      id: buyers.id,
      tokenVersion: buyers.tokenVersion,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.tokenId})`,
    })
    .from(buyers)
    .where(eq(buyers.id, claims.buyerId));
  // A deleted buyer, a token from before a password change or reset, or one logged out.
  if (!row || row.tokenVersion !== claims.tokenVersion || row.revoked)
    throw unauthorized('session_expired', SESSION_INVALID);
  return { id: row.id, tokenVersion: row.tokenVersion, tokenId: claims.tokenId, tokenExpiresAt: claims.expiresAt };
}

/** The token's buyer on a route guarded by `requireBuyer` (a route that forgot the guard fails loudly, with 500). */
export function buyerOf(request: FastifyRequest): AuthenticatedBuyer {
  if (!request.buyer)
    throw new Error(`${request.routeOptions.url ?? request.url} reads the buyer without requireBuyer`);
  return request.buyer;
}

/**
 * The buyer id a bearer route acts on: the `id`/`buyerId` the client sent (query or body) when it equals the
 * token's buyer, or the token's buyer when none was sent. Another buyer's id answers 404 exactly as an id that
 * does not exist would, so ids cannot be probed.
 */
export function ownBuyerId(request: FastifyRequest, claimedId: string | null | undefined): string {
  const buyer = buyerOf(request);
  if (claimedId !== undefined && claimedId !== null && claimedId.toLowerCase() !== buyer.id.toLowerCase()) {
    throw notFound(BUYER_NOT_FOUND);
  }
  return buyer.id;
}
