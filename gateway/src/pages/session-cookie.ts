import {
  type PostedForm,
  SECURE_SESSION_HANDOFF_COOKIE,
  SESSION_HANDOFF_COOKIE,
  SESSION_SYNC_HEADER,
  SESSION_SYNC_PATH,
} from '@sutra/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
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

/** Long enough for a slow phone to load the page the login lands on and run its first script. */
const HANDOFF_MAX_AGE_SECONDS = 5 * 60;

/** The session a login posted without the app hands to the browser's storage (the spec's session). */
export interface HandedOverSession {
  token: string;
  user: { _id: string; name: string; email: string; contactNumber?: string };
}

/**
 * After a login posted without the app, the browser's storage must learn the session the server started, or the app
 * would sign the shopper out when it wakes (storage's session wins). The redirect after the login sets this cookie
 * beside the page cookie: readable by the page's script (which stores the session and deletes the cookie at once),
 * SameSite=Strict, `__Host-` over https, five minutes at most; never read by the gateway, so it authorizes nothing.
 */
export function setHandoffCookie(reply: FastifyReply, session: HandedOverSession, secure: boolean): void {
  reply.setCookie(secure ? SECURE_SESSION_HANDOFF_COOKIE : SESSION_HANDOFF_COOKIE, JSON.stringify(session), {
    httpOnly: false,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: HANDOFF_MAX_AGE_SECONDS,
  });
}

export function clearHandoffCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(secure ? SECURE_SESSION_HANDOFF_COOKIE : SESSION_HANDOFF_COOKIE, {
    sameSite: 'strict',
    secure,
    path: '/',
  });
}

/**
 * After a sign-up posted without the app, the login page it redirects to shows the store's confirmation with the email
 * filled in, as the app does. The two travel in this cookie for the one page load: HttpOnly, only sent to `/login`.
 */
const SIGNED_UP_COOKIE = 'sutra_signed_up';
const SIGNED_UP_PATH = '/login';
const LOGIN_PAGE = /^\/login(\?|$)/;
const signedUp = z.object({ notice: z.string().max(500), email: z.string().max(254) });

export function setSignedUpCookie(reply: FastifyReply, notice: string, email: string, secure: boolean): void {
  reply.setCookie(SIGNED_UP_COOKIE, JSON.stringify({ notice, email }), {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: SIGNED_UP_PATH,
    maxAge: 120,
  });
}

/** The sign-up confirmation the login page shows once (the cookie is cleared as it is read), as a posted form. */
export function takeSignedUp(request: FastifyRequest, reply: FastifyReply, secure: boolean): PostedForm | undefined {
  const raw = request.cookies[SIGNED_UP_COOKIE];
  if (raw === undefined) return undefined;
  reply.clearCookie(SIGNED_UP_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: SIGNED_UP_PATH });
  if (!LOGIN_PAGE.test(request.url)) return undefined;
  let parsed: ReturnType<typeof signedUp.safeParse>;
  try {
    parsed = signedUp.safeParse(JSON.parse(raw));
  } catch {
    return undefined;
  }
  if (!parsed.success) return undefined;
  return { form: 'login', values: { email: parsed.data.email }, notice: parsed.data.notice };
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
