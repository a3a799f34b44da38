import { readFileSync } from 'node:fs';
import path from 'node:path';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import {
  type Directives,
  EXPLORER_DIRECTIVES,
  inlineScriptHashes,
  type PaymentSources,
  razorpaySources,
  storePageDirectives,
} from './content-security-policy.js';

/** One year, as HSTS preload lists ask. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Features no page of the store uses are off for the page and anything it frames; the Payment Request API stays
 * open to the store and its payment provider's frames.
 */
export function permissionsPolicy(payment: PaymentSources): string {
  const off = [
    'accelerometer',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'serial',
    'usb',
  ].map((feature) => `${feature}=()`);
  const payers = ['self', ...new Set(payment.frame.map((origin) => `"${origin}"`))].join(' ');
  return [...off, `payment=(${payers})`].join(', ');
}

export interface SecurityHeaderOptions {
  publicUrl: string;
  razorpayCheckoutUrl: string;
  webDist: string;
}

/** Inline-script hashes of the built shell, read once: the file does not change while the gateway runs. */
function shellScriptHashes(webDist: string): string[] {
  try {
    return inlineScriptHashes(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}

/** The CSP of the store's pages, and the helmet options every response of the gateway is sent with. */
export function securityHeaderSettings(options: SecurityHeaderOptions): {
  helmet: FastifyHelmetOptions;
  pageDirectives: Directives;
  permissionsPolicy: string;
} {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const payment = razorpaySources(options.razorpayCheckoutUrl);
  const pageDirectives = storePageDirectives({ https, payment, scriptHashes: shellScriptHashes(options.webDist) });
  return {
    pageDirectives,
    permissionsPolicy: permissionsPolicy(payment),
    helmet: {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: pageDirectives },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xContentTypeOptions: true,
      strictTransportSecurity: https
        ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true, preload: false }
        : false,
      xFrameOptions: { action: 'deny' },
      // Razorpay opens bank pages (3-D Secure, netbanking) in pop-ups that report back to the page that opened them.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      // Would stop the cross-origin payment script and frames from loading without CORP headers Razorpay does not send.
      crossOriginEmbedderPolicy: false,
      originAgentCluster: true,
      xDnsPrefetchControl: { allow: false },
      xDownloadOptions: true,
      xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
      // The legacy XSS auditor is gone from browsers and could be abused where it remains; helmet sends `0`.
      xXssProtection: true,
    },
  };
}

/**
 * Security headers on every response of the gateway, the store's one origin: the store pages' Content-Security-Policy
 * (the GraphQL explorer's page gets the `/graphql` route's own, see `explorerHelmet`), Referrer-Policy,
 * Permissions-Policy, nosniff, no framing, and HSTS when the store is served over https. `/media` images stay
 * loadable from other origins: mail clients and link previews show product images.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const settings = securityHeaderSettings(options);
  await app.register(helmet, settings.helmet);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', settings.permissionsPolicy);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/media/')) reply.header('cross-origin-resource-policy', 'cross-origin');
  });
}

/** The helmet options of a GraphQL route that serves the explorer's page (see EXPLORER_DIRECTIVES). */
export const explorerHelmet: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: EXPLORER_DIRECTIVES },
};
