import { createHash } from 'node:crypto';
import { TOOL_PAGE_DIRECTIVES } from '@sutra/settings';

/** Where the payment script comes from, and what that provider's checkout needs besides loading it. */
export interface PaymentSources {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
  formAction: string[];
}

const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';

/**
 * The origins Razorpay's checkout needs on the store's pages. For the real checkout.js: the script itself, the
 * payment form it frames from api.razorpay.com (and checkout.razorpay.com), the calls and the error/analytics
 * beacons it sends (api and lumberjack), the images it preloads (cdn), and the form it may post to api.razorpay.com
 * when a bank needs a full-page redirect. For any other checkout.js (the sandbox's): its origin, which serves the
 * script and answers its payment calls.
 */
export function razorpaySources(checkoutUrl: string): PaymentSources {
  const origin = new URL(checkoutUrl).origin;
  if (origin !== RAZORPAY_CHECKOUT_ORIGIN) {
    return { script: [origin], connect: [origin], frame: [origin], img: [], formAction: [] };
  }
  return {
    script: [RAZORPAY_CHECKOUT_ORIGIN],
    connect: [RAZORPAY_CHECKOUT_ORIGIN, 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
    frame: ['https://api.razorpay.com', RAZORPAY_CHECKOUT_ORIGIN],
    img: ['https://cdn.razorpay.com'],
    formAction: ['https://api.razorpay.com'],
  };
}

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'importmap']);

/**
 * `'sha256-…'` sources for the inline scripts of an HTML document (none in today's build: Vite links its entry as a
 * file). The shell is a static file, so hashes computed once at start-up stay right, where per-response nonces
 * would need the file rewritten on every request. Data blocks (JSON-LD) are not scripts to CSP and are skipped.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

export type Directives = Record<string, string[]>;

/**
 * The store pages' policy: everything from the store's own origin, scripts only from files (or hashed inline
 * ones) and the payment provider, never inline or eval'd code; styles may be inline because Chakra (emotion)
 * injects them at run time; images may be data: and blob: URLs (upload previews); no plugins, no framing by anyone,
 * no <base> or form posts elsewhere.
 */
export function storePageDirectives(options: {
  https: boolean;
  payment: PaymentSources;
  scriptHashes: string[];
}): Directives {
  const { payment } = options;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.scriptHashes, ...payment.script],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...payment.img],
    'media-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...payment.connect],
    'frame-src': payment.frame.length > 0 ? payment.frame : ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...payment.formAction],
    'object-src': ["'none'"],
    ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The GraphQL explorer's page (development, or GRAPHQL_SANDBOX): its script, styles, editor workers and font are files
 * of the store's own bundle (`web/explorer/`), and it talks to this origin only, so the policy names nothing else. The
 * editor sets styles at run time (as Chakra does on the store's pages); no script runs inline.
 */
export const EXPLORER_DIRECTIVES: Directives = { ...TOOL_PAGE_DIRECTIVES };
