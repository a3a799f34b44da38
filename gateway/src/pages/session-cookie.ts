import { SESSION_SYNC_HEADER, SESSION_SYNC_PATH } from '@sutra/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bearerToken } from '../context.js';
import type { RestClient } from '../rest/client.js';
import { refuse } from '../rest/refuse.js';

/**
 * The session cookie the server renders a buyer's pages with. The browser keeps its token in storage (the spec's
 * session); it tells the server with `POST /session`, and the gateway keeps the token in an HttpOnly cookie that
 * only page renders read. GraphQL never reads it, so no request is authorized by a cookie a forged form could carry.
 */
export const SESSION_COOKIE = 'sutra_session';
/** As long as the api's tokens live. */
const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/**
 * `POST /session` (with the bearer token): the api is asked whether the token is good, and only then is it kept in
 * the cookie; `DELETE /session` forgets it. Both need the `x-sutra-session` header.
 */
export function registerSessionRoutes(app: FastifyInstance, options: { api: RestClient; secure: boolean }): void {
  app.post(SESSION_SYNC_PATH, async (request, reply) => {
    if (request.headers[SESSION_SYNC_HEADER] !== '1')
      return refuse(reply, 400, 'invalid_input', `Send the ${SESSION_SYNC_HEADER} header`);
    const token = bearerToken(request);
    if (!token) return refuse(reply, 401, 'login_required', 'Please log in to continue.');
    try {
      await options.api.get('/buyer_me', undefined, { token, ip: request.ip });
    } catch {
      clearSessionCookie(reply, options.secure);
      return refuse(
        reply,
        401,
        'session_expired',
        'Your session has expired or is no longer valid. Please log in again.',
      );
    }
    setSessionCookie(reply, token, options.secure);
    return reply.status(204).send();
  });

  app.delete(SESSION_SYNC_PATH, async (request, reply) => {
    if (request.headers[SESSION_SYNC_HEADER] !== '1')
      return refuse(reply, 400, 'invalid_input', `Send the ${SESSION_SYNC_HEADER} header`);
    clearSessionCookie(reply, options.secure);
    return reply.status(204).send();
  });
}
