import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApolloServerPlugin } from '@apollo/server';
import fastifyStatic from '@fastify/static';
import { DEMO_BUYER_LOGIN } from '@sutra/settings';
import type { FastifyInstance } from 'fastify';
import { AccountsSource } from '../accounts/source.js';
import type { RestClient } from '../rest/client.js';

/** Where the explorer's built files are served (the base `web/explorer/vite.config.ts` builds them for). */
export const EXPLORER_ASSETS_PREFIX = '/graphql-explorer/';
/** Development only: a token of the seeded demo buyer, for the explorer's sign-in button. */
export const DEMO_TOKEN_PATH = '/graphql-explorer/demo-buyer-token';

/**
 * The explorer's page for one GraphQL endpoint: the built page, told which endpoint (and token route) to use. The
 * demo buyer's button is for the shop's endpoint; `/admin/graphql` reads no buyer's token (`demoBuyer: false`).
 */
export type ExplorerPage = (endpoint: string, options?: { demoBuyer?: boolean }) => string;

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** What the page says when the explorer's files have not been built: a page with no script at all. */
const notBuiltPage = (explorerDist: string) => `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Sutra GraphQL explorer</title></head>
<body><p>The GraphQL explorer is not built (no ${escapeAttribute(explorerDist)}/index.html).
Run <code>pnpm --filter @sutra/web build:explorer</code>, then reload.</p></body></html>`;

export interface Explorer {
  /** The explorer's page for a GraphQL endpoint (`/graphql`, and a second schema's), as its landing page. */
  page: ExplorerPage;
  /** Serves the explorer's files and, outside production, the demo buyer's token route. */
  register(app: FastifyInstance, api: RestClient): Promise<void>;
}

/**
 * The GraphQL explorer (GraphiQL, built into `web/dist-explorer/` from our own bundle) where GraphQL may be explored:
 * its files under `/graphql-explorer/`, and, outside production (whatever GRAPHQL_SANDBOX says: the demo buyer is a
 * development fixture), a route that signs the demo buyer in for its button.
 */
export function loadExplorer(options: { explorerDist: string; production: boolean }): Explorer {
  const indexFile = path.join(options.explorerDist, 'index.html');
  if (!existsSync(indexFile)) {
    return {
      page: () => notBuiltPage(options.explorerDist),
      register: async (app) => {
        app.log.warn(
          `No built GraphQL explorer at ${options.explorerDist}: run \`pnpm --filter @sutra/web build:explorer\`.`,
        );
      },
    };
  }
  const built = readFileSync(indexFile, 'utf8');
  const demoTokens = !options.production;
  return {
    page: (endpoint, { demoBuyer = true } = {}) => {
      const attributes = [`data-endpoint="${escapeAttribute(endpoint)}"`];
      if (demoTokens && demoBuyer) attributes.push(`data-demo-token-url="${DEMO_TOKEN_PATH}"`);
      return built.replace('<div id="explorer"></div>', `<div id="explorer" ${attributes.join(' ')}></div>`);
    },
    register: async (app, api) => {
      await app.register(fastifyStatic, {
        root: path.join(options.explorerDist, 'assets'),
        prefix: `${EXPLORER_ASSETS_PREFIX}assets/`,
        decorateReply: false,
        index: false,
        // Left on, the plugin would overwrite the Cache-Control below with its own `public, max-age=0`.
        cacheControl: false,
        setHeaders: (res) => {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
      if (!demoTokens) return;
      app.post(DEMO_TOKEN_PATH, async (request, reply) => {
        const { token } = await new AccountsSource(api, { ip: request.ip }).login(
          DEMO_BUYER_LOGIN.email,
          DEMO_BUYER_LOGIN.password,
        );
        return reply.header('cache-control', 'no-store').send({ token });
      });
    },
  };
}

/** Apollo Server's landing page (a browser's GET of the endpoint) as the explorer's page for `endpoint`. */
export function explorerLandingPage<TContext extends object>(html: string): ApolloServerPlugin<TContext> {
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html };
        },
      };
    },
  };
}
