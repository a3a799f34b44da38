import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExplorerPage } from '../explorer/explorer.js';
import { explorerLandingPage } from '../explorer/explorer.js';
import { formatError } from '../format-error.js';
import { registerGraphqlRoute } from '../graphql-route.js';
import { inputChecksPlugin } from '../input-checks.js';
import { createArmor, operationKindPlugin, PARSE_OPTIONS } from '../limits.js';
import { operationCostPlugin } from '../operation-cost.js';
import type { RestClient } from '../rest/client.js';
import { upstreamBudgetPlugin } from '../rest/upstream-budget.js';
import { type AdminContext, createAdminContext } from './context.js';
import { adminResolvers, loadAdminTypeDefs } from './schema.js';

export const ADMIN_GRAPHQL_PATH = '/admin/graphql';

/**
 * Every admin answer, refusals included: a staff member's data is for that browser only, never for a shared cache
 * (the gateway's response cache is not on this server at all; this tells proxies and the browser's own cache).
 */
export const ADMIN_CACHE_CONTROL = 'no-store, private';

export interface AdminGraphqlOptions {
  api: RestClient;
  /** Introspection and the explorer's page (development, or GRAPHQL_SANDBOX), as on `/graphql`. */
  sandbox: boolean;
  production: boolean;
  /** Whether cookies are `Secure` (the store is served over https), as the shop's. */
  secureCookies: boolean;
  explorer: ExplorerPage | undefined;
  rateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
}

/**
 * `/admin/graphql`: a second Apollo Server over the admin schema (`schema/admin/`). A server of its own, not a second
 * schema on the shop's: no plugin, cache or field of the shop's can answer for it by mistake (the shop's response
 * cache is simply absent), its schema cannot be explored through `/graphql`, and the shop's operations never pay for
 * its checks. It shares the shop's limits (the same armor, input checks, cost and upstream budget), its error format,
 * and CSRF prevention: the staff session is a cookie, so Apollo's preflight check (a POST must be JSON, a GET must
 * carry a header no form can send) and the cookie's SameSite=Strict keep other sites' forms out.
 */
export async function registerAdminGraphql(app: FastifyInstance, options: AdminGraphqlOptions): Promise<void> {
  const armor = createArmor(options.production);
  const apollo = new ApolloServer<AdminContext>({
    typeDefs: loadAdminTypeDefs(),
    resolvers: adminResolvers,
    introspection: options.sandbox,
    parseOptions: PARSE_OPTIONS,
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    stopOnTerminationSignals: false,
    plugins: [
      ...(armor.plugins as unknown as ApolloServerPlugin<AdminContext>[]),
      operationKindPlugin<AdminContext>(),
      inputChecksPlugin<AdminContext>(),
      operationCostPlugin<AdminContext>(),
      upstreamBudgetPlugin<AdminContext>(),
      ApolloServerPluginCacheControlDisabled(),
      options.explorer
        ? explorerLandingPage<AdminContext>(options.explorer(ADMIN_GRAPHQL_PATH, { demoBuyer: false }))
        : ApolloServerPluginLandingPageDisabled(),
    ],
    includeStacktraceInErrorResponses: false,
    formatError: formatError(app.log),
  });
  await apollo.start();
  app.addHook('onClose', () => apollo.stop());
  await registerGraphqlRoute<AdminContext>(app, {
    apollo,
    url: ADMIN_GRAPHQL_PATH,
    headers: { 'cache-control': ADMIN_CACHE_CONTROL },
    context: async (request, reply) =>
      createAdminContext({ api: options.api, secure: options.secureCookies }, request, reply),
    explorer: options.explorer !== undefined,
    rateLimit: options.rateLimit,
  });
}
