import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** Where the browsable REST documentation is; the OpenAPI document itself stays at `/API/v1/docs`. */
export const API_DOCS_PAGE = '/API/v1/docs/ui';

/**
 * Swagger UI over the api's OpenAPI document, from the files its package ships: it loads nothing from elsewhere (no
 * validator badge, no fonts). Its page runs only its own script files, so its policy allows this origin's scripts and
 * nothing inline; its styles are set at run time. Register it after `@fastify/swagger`.
 */
export async function registerApiDocsPage(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PAGE,
    uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'list' },
    staticCSP: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    },
  });
}
