import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The few headers that matter for a JSON API and its images: nothing it answers is a page, so the CSP allows
 * nothing to load or run and nobody to frame it; no type sniffing; no Referer leaves with a followed link. The
 * page-level headers (HSTS, Permissions-Policy, cross-origin policies) are the gateway's, which browsers talk to;
 * `/media` keeps no Cross-Origin-Resource-Policy, since mail clients and link previews load product images.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    referrerPolicy: { policy: 'no-referrer' },
    xContentTypeOptions: true,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}
