import type { FastifyRequest } from 'fastify';

/**
 * Whether a form post comes from the store's own pages. A browser says where a request comes from: `Sec-Fetch-Site`
 * (every current browser) must be `same-origin`; a browser without it must send an `Origin` that is the store's.
 * A post that says neither is refused too: no browser posts a form that way, and a login forged from another site
 * (login CSRF: the shopper signed in as the attacker, typing their address into the attacker's account) must not
 * slip through a gap. A script elsewhere that forges these headers has no shopper's cookies to act with.
 */
export function isSameOriginPost(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return request.headers.origin === publicOrigin;
}
