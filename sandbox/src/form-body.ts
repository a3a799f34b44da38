import type { FastifyInstance } from 'fastify';

/**
 * Parses `application/x-www-form-urlencoded` bodies into a flat object (the last value of a repeated name wins), for
 * providers whose APIs take forms (Twilio) and for the inbox pages' plain HTML forms. Registered inside a provider's
 * plugin, so it applies there only.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
}
