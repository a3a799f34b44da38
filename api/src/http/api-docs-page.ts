import fastifySwaggerUi from '@fastify/swagger-ui';
import { TOOL_PAGE_DIRECTIVES } from '@sutra/settings';
import type { FastifyInstance } from 'fastify';

/** Where the browsable REST documentation is; the OpenAPI document itself stays at `/API/v1/docs`. */
export const API_DOCS_PAGE = '/API/v1/docs/ui';

/**
 * Swagger UI over the api's OpenAPI document, from the files its package ships: it loads nothing from elsewhere (no
 * validator badge, no fonts), under the tool pages' one policy (`TOOL_PAGE_DIRECTIVES`). Register it after
 * `@fastify/swagger`.
 */
export async function registerApiDocsPage(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PAGE,
    uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'list' },
    staticCSP: { ...TOOL_PAGE_DIRECTIVES },
  });
}
