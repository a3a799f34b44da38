import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The staff session's cookie, distinct from the buyer's (`sutra_session`): HttpOnly (no script reads the token),
 * SameSite=Strict (no other site's page makes the browser send it, not even a link's navigation), Secure wherever the
 * shop's cookie is, and scoped to `/admin`, so the shop's pages and `/graphql` never receive it. It is the only
 * credential `/admin/graphql` reads.
 */
export const STAFF_SESSION_COOKIE = 'sutra_staff';
export const STAFF_COOKIE_PATH = '/admin';

export function staffToken(request: FastifyRequest): string | undefined {
  return request.cookies[STAFF_SESSION_COOKIE] || undefined;
}

/** Keeps the session until the api's expiry (`expiresAt`, ISO 8601), or for the browser's session if unreadable. */
export function setStaffCookie(reply: FastifyReply, token: string, expiresAt: string, secure: boolean): void {
  const expires = new Date(expiresAt);
  reply.setCookie(STAFF_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: STAFF_COOKIE_PATH,
    ...(Number.isNaN(expires.getTime()) ? {} : { expires }),
  });
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(STAFF_SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: STAFF_COOKIE_PATH });
}
