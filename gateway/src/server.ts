import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyCookie from '@fastify/cookie';
import {
  type CloseOptions,
  httpTimeoutOptions,
  installLifecycle,
  installRequestDeadline,
  LIFECYCLE_SERVER_OPTIONS,
} from '@sutra/settings';
import {
  installTelemetry,
  recordCacheLookup,
  runAsOperation,
  ServiceMetrics,
  serveMetrics,
  tracedServerFactory,
  traceLogFields,
} from '@sutra/telemetry';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAdminFiles } from './admin/catalogue/files.js';
import { registerAdminPages } from './admin/pages.js';
import { registerAdminGraphql } from './admin/server.js';
import { cachePolicyPlugin } from './cache/cache-policy.js';
import { CatalogChanges } from './cache/catalog-changes.js';
import { createResponseStore, type ResponseStore, responseCache } from './cache/response-cache.js';
import type { GatewayConfig } from './config.js';
import { bearerToken, createContext, type GatewayContext } from './context.js';
import { registerCrawlRoutes } from './crawl/routes.js';
import { registerDelivery } from './delivery.js';
import { explorerLandingPage, loadExplorer } from './explorer/explorer.js';
import { formatError } from './format-error.js';
import { graphqlOperationOf, operationLabel } from './graphql-operation-label.js';
import { registerGraphqlRoute } from './graphql-route.js';
import { inputChecksPlugin } from './input-checks.js';
import { registerInvoicePdfRoutes } from './invoices/pdf-route.js';
import { createArmor, operationKindPlugin, PARSE_OPTIONS } from './limits.js';
import { operationCostPlugin } from './operation-cost.js';
import { registerAccountForms } from './pages/account-forms.js';
import { parseTemplate } from './pages/document.js';
import { createModulePreloads, parseManifest } from './pages/module-preloads.js';
import { createPageHandler, type ExecuteAs } from './pages/page-route.js';
import { loadPageRenderer } from './pages/renderer.js';
import { registerSessionRoutes } from './pages/session-cookie.js';
import { registerStockAlertForm } from './pages/stock-alert-form.js';
import { installClientRateLimits } from './rate-limits.js';
import { gatewayReadiness } from './readiness.js';
import { RestClient, type UpstreamRequest } from './rest/client.js';
import { upstreamBudgetPlugin } from './rest/upstream-budget.js';
import { loadTypeDefs, resolvers } from './schema.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerUpload } from './support/upload.js';
import { type PageHandler, registerWeb } from './web.js';

export interface GatewayOptions {
  /** Called before every REST call to the api (tests count them). */
  onUpstreamRequest?: (request: UpstreamRequest) => void;
  /** Where log lines go: standard output unless given (`pnpm start` makes them readable in a terminal). */
  logStream?: NodeJS.WritableStream;
}

export interface RunningGateway {
  app: FastifyInstance;
  url: string;
  /** Where `/metrics` is served (METRICS_PORT), if anywhere. */
  metricsUrl: string | undefined;
  /** Turns `/ready` to 503 while everything else is still served (the start of a drain). */
  drain(): void;
  /** Stops accepting, finishes requests in flight (cut off at `options.deadline`), then closes its upstream pools. */
  close(options?: CloseOptions): Promise<void>;
}

/**
 * The gateway's HTTP surface: /graphql (Apollo Server 5), /admin/graphql (the staff's, admin/server.ts), the image upload, robots.txt and the sitemaps, /media, and
 * the web app.
 */
export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            mixin: traceLogFields,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    serverFactory: tracedServerFactory,
    ...httpTimeoutOptions(config.httpTimeouts),
    ...LIFECYCLE_SERVER_OPTIONS,
  });
  installTelemetry(app, new ServiceMetrics('gateway'), { operationOf: graphqlOperationOf });
  installRequestDeadline(app, config.httpTimeouts);
  const api = new RestClient({
    baseURL: `${config.apiUrl}/API/v1`,
    timeoutMs: config.upstreamTimeoutMs,
    onRequest: options.onUpstreamRequest,
  });

  const payments = { checkoutScriptUrl: config.razorpayCheckoutUrl };
  app.addHook('onClose', async () => {
    await api.close();
  });

  const explorer = config.sandbox
    ? loadExplorer({ explorerDist: config.explorerDist, production: config.production })
    : undefined;
  const armor = createArmor(config.production);
  const cachePlugins: ApolloServerPlugin<GatewayContext>[] = [];
  let sharedCache: ResponseStore | undefined;
  let catalogChanges: CatalogChanges | undefined;
  if (config.responseCache.enabled) {
    const changes = new CatalogChanges({ apiUrl: config.apiUrl, log: app.log });
    const store = createResponseStore(config.responseCache, app.log);
    app.addHook('onClose', async () => {
      changes.stop();
      store.close();
    });
    await changes.start();
    catalogChanges = changes;
    cachePlugins.push(
      responseCache<GatewayContext>(store, changes, (hit) => recordCacheLookup('graphql-responses', hit)),
    );
    // With Redis, a query persisted (APQ) through one replica is known to all of them.
    if (store.shared) sharedCache = store;
  }
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    introspection: config.sandbox,
    parseOptions: PARSE_OPTIONS,
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: false,
    ...(sharedCache ? { cache: sharedCache } : {}),
    // The process's lifecycle (`runService`: drain, then a bounded close) owns the signals. Apollo Server's own
    // handler would stop at once and raise the signal again, cutting the drain short and ending the process with 1.
    stopOnTerminationSignals: false,
    plugins: [
      // graphql-armor's typings point at @apollo/server's CommonJS build; the plugins are the same at run time.
      ...(armor.plugins as unknown as ApolloServerPlugin<GatewayContext>[]),
      operationKindPlugin<GatewayContext>(),
      inputChecksPlugin<GatewayContext>(),
      // After the input checks: every list size is within its bounds by then.
      operationCostPlugin<GatewayContext>(),
      upstreamBudgetPlugin<GatewayContext>(),
      // Cache policies come from each document once (cache/cache-policy.ts), not from a hook on every field.
      ApolloServerPluginCacheControlDisabled(),
      cachePolicyPlugin<GatewayContext>(),
      ...cachePlugins,
      explorer
        ? explorerLandingPage<GatewayContext>(explorer.page('/graphql'))
        : ApolloServerPluginLandingPageDisabled(),
    ],
    // Resolver errors reach clients with their message and code only; uncoded ones with a generic message.
    includeStacktraceInErrorResponses: false,
    formatError: formatError(app.log),
  });
  await apollo.start();
  // After the HTTP server has closed (requests in flight finished), so no operation is cut off by Apollo's stop.
  app.addHook('onClose', () => apollo.stop());

  const rateLimits = await installClientRateLimits(app, config.rateLimits);
  await registerDelivery(app);
  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    razorpayCheckoutUrl: config.razorpayCheckoutUrl,
    webDist: config.webDist,
  });
  await registerGraphqlRoute(app, {
    apollo,
    context: async (request) => createContext({ api, payments }, { token: bearerToken(request), ip: request.ip }),
    explorer: explorer !== undefined,
    rateLimit: rateLimits.graphql,
  });
  await explorer?.register(app, api);
  await registerUpload(app, {
    apiUrl: config.apiUrl,
    // The api answers once the whole upload is in: as long as the shopper may take to send it, and its own time.
    answerTimeoutMs: config.httpTimeouts.uploadMs + config.upstreamTimeoutMs,
  });
  const secureCookies = new URL(config.publicUrl).protocol === 'https:';
  await app.register(fastifyCookie);
  registerSessionRoutes(app, { api, secure: secureCookies });
  // After the cookie plugin: the staff session is a cookie.
  await registerAdminGraphql(app, {
    api,
    sandbox: config.sandbox,
    production: config.production,
    secureCookies,
    explorer: explorer?.page,
    rateLimit: rateLimits.graphql,
  });
  await registerAdminFiles(app, {
    apiUrl: config.apiUrl,
    answerTimeoutMs: config.httpTimeouts.uploadMs + config.upstreamTimeoutMs,
  });
  await registerAdminPages(app, { adminDist: config.adminDist });
  await registerInvoicePdfRoutes(app, { apiUrl: config.apiUrl });
  const execute: ExecuteAs = async (caller, operation) => {
    // A page's operations count their upstream calls under their own names, as the browser's would.
    const response = await runAsOperation(operationLabel(operation.operationName), () =>
      apollo.executeOperation(operation, { contextValue: createContext({ api, payments }, caller) }),
    );
    if (response.body.kind !== 'single') throw new Error('the server renderer takes single answers only');
    return response.body.singleResult;
  };
  const renderPage = await loadPageHandler(config, execute, secureCookies);
  // In development pages may well come from Vite's dev server (`pnpm dev`); in production every page should render here.
  if (!renderPage) {
    app.log[config.production ? 'warn' : 'debug'](
      'No server renderer built: pages are rendered in the browser. Run `pnpm build`.',
    );
  }
  await registerCrawlRoutes(app, {
    api,
    publicUrl: config.publicUrl,
    catalogVersion: () => catalogChanges?.catalogueVersion,
  });
  const sendPage = await registerWeb(app, {
    apiUrl: config.apiUrl,
    webDist: config.webDist,
    renderPage,
    mayRender: rateLimits.mayRender,
  });
  await registerAccountForms(app, {
    execute,
    publicUrl: config.publicUrl,
    secure: secureCookies,
    renderPage: renderPage ? sendPage : undefined,
  });
  await registerStockAlertForm(app, { execute, publicUrl: config.publicUrl });
  const readiness = gatewayReadiness(config);
  app.decorate('lifecycle', installLifecycle(app, { ready: readiness.check }));
  app.addHook('onReady', async () => readiness.started());
  return app;
}

/** The page renderer over the built web app, or undefined when the app (or its server renderer) is not built. */
async function loadPageHandler(
  config: GatewayConfig,
  execute: ExecuteAs,
  secureCookies: boolean,
): Promise<PageHandler | undefined> {
  const renderer = await loadPageRenderer(config.webDist);
  const indexFile = path.join(config.webDist, 'index.html');
  if (!renderer || !existsSync(indexFile)) return undefined;
  const manifestFile = path.join(config.webDist, '.vite', 'manifest.json');
  return createPageHandler({
    renderer,
    template: parseTemplate(readFileSync(indexFile, 'utf8')),
    ...(existsSync(manifestFile)
      ? { preloads: createModulePreloads(parseManifest(readFileSync(manifestFile, 'utf8'))) }
      : {}),
    execute,
    publicUrl: config.publicUrl,
    secureCookies,
    renderTimeoutMs: config.upstreamTimeoutMs,
  });
}

export async function startGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<RunningGateway> {
  const app = await buildGateway(config, options);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const metrics = config.metrics
    ? await serveMetrics(app.serviceMetrics, config.metrics, config.httpTimeouts)
    : undefined;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    metricsUrl: metrics?.url,
    drain: () => app.lifecycle.drain(),
    // The metrics last until the app has closed, so a scrape during the drain still answers.
    close: async (closeOptions) => {
      await app.lifecycle.close(closeOptions);
      await metrics?.close();
    },
  };
}
