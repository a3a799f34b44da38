import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayConfig, loadGatewayConfig } from './config.js';
import { buildGateway } from './server.js';
import { type GatewayUnderTest, startGatewayOverApi } from './test/gateway-over-api.js';

const SHELL = `<!doctype html>
<html lang="en-IN">
  <head><meta charset="UTF-8" /><title>Sutra</title>
    <script type="module" crossorigin src="/assets/index-Abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let webDist: string;
let explorerDist: string;
let t: GatewayUnderTest;
let sandboxOrigin: string;

/** A built web app as Vite leaves it: the shell and a hashed asset. */
async function writeWebDist(dir: string, shell = SHELL): Promise<string> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), shell);
  await writeFile(path.join(dir, 'assets', 'index-Abc123.js'), 'console.log("sutra");');
  return dir;
}

beforeAll(async () => {
  webDist = await writeWebDist(await mkdtemp(path.join(tmpdir(), 'sutra-web-dist-')));
  // The explorer's page as its build leaves it (`web/explorer/`): the policy is the route's, whatever the page holds.
  explorerDist = await mkdtemp(path.join(tmpdir(), 'sutra-explorer-'));
  await writeFile(path.join(explorerDist, 'index.html'), '<!doctype html><body><div id="explorer"></div></body>');
  t = await startGatewayOverApi({ gatewayEnv: { WEB_DIST: webDist, EXPLORER_DIST: explorerDist } });
  sandboxOrigin = t.sandbox.url;
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
  await rm(explorerDist, { recursive: true, force: true });
});

/** A Content-Security-Policy header as directive name → sources. */
function policy(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  const out: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('store pages', () => {
  it('send a CSP with no inline scripts, the Razorpay origin for its script, calls and frames, and no framing', async () => {
    for (const url of ['/', '/product-listing/suits', '/profile/orders']) {
      const res = await get(t.gateway, url, { accept: 'text/html' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(policy(res.headers['content-security-policy'])).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", sandboxOrigin],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", sandboxOrigin],
        'frame-src': [sandboxOrigin],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
      });
    }
  });

  it('send Referrer-Policy, Permissions-Policy, nosniff and X-Frame-Options, and no HSTS over http', async () => {
    const res = await get(t.gateway, '/');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const permissions = String(res.headers['permissions-policy']).split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'display-capture']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    expect(permissions).toContain(`payment=(self "${sandboxOrigin}")`);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('everything else the gateway serves', () => {
  it('sends nosniff on hashed assets, GraphQL answers, errors and the health check', async () => {
    const asset = await get(t.gateway, '/assets/index-Abc123.js');
    expect(asset.statusCode).toBe(200);
    const graphql = await t.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ ok }' },
    });
    const missing = await get(t.gateway, '/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    for (const res of [asset, graphql, missing, await get(t.gateway, '/health')]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps product images loadable by other origins (mail clients, link previews)', async () => {
    const { data } = await t.graphql<{ products: { nodes: { variants: { images: string[] }[] }[] } }>(
      '{ products(first: 1) { nodes { variants { images } } } }',
    );
    const image = data?.products.nodes[0]?.variants[0]?.images[0] ?? '';
    const res = await get(t.gateway, image);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The api's own policy for what it serves: an image opened by itself runs nothing.
    expect(policy(res.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
  });

  it("gives the GraphQL explorer's page its own strict policy: this origin only, no inline script, no framing", async () => {
    const res = await get(t.gateway, '/graphql', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('data-endpoint="/graphql"');
    expect(policy(res.headers['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'frame-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    });
  });
});

describe('policies that depend on the configuration', () => {
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** A gateway alone (no api: pages and headers need none) over its own built app. */
  async function gatewayWith(env: Record<string, string>, shell = SHELL, change: Partial<GatewayConfig> = {}) {
    const dir = await writeWebDist(await mkdtemp(path.join(tmpdir(), 'sutra-web-dist-')), shell);
    dirs.push(dir);
    const config = loadGatewayConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST: dir, ...env });
    const app = await buildGateway({ ...config, ...change });
    apps.push(app);
    return app;
  }

  it('sends HSTS for a store served over https, and upgrades insecure requests', async () => {
    const app = await gatewayWith({ PUBLIC_URL: 'https://sutra.example.in' });
    const res = await get(app, '/');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policy(res.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });

  it("allows what Razorpay's real checkout needs, explicitly", async () => {
    const app = await gatewayWith({ RAZORPAY_CHECKOUT_URL: 'https://checkout.razorpay.com/v1/checkout.js' });
    const res = await get(app, '/checkout');
    const csp = policy(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(csp['frame-src']).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
    ]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.razorpay.com']);
    expect(csp['form-action']).toEqual(["'self'", 'https://api.razorpay.com']);
    expect(String(res.headers['permissions-policy'])).toContain(
      'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
    );
  });

  it("allows an inline script in the shell by its hash, computed from the file, never by 'unsafe-inline'", async () => {
    const inline = 'window.__SUTRA__ = { ready: true };';
    const app = await gatewayWith({}, SHELL.replace('</head>', `<script>${inline}</script></head>`));
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const csp = policy((await get(app, '/')).headers['content-security-policy']);
    expect(csp['script-src']).toContain(hash);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('keeps the store policy on /graphql when the landing page is off (production)', async () => {
    const app = await gatewayWith({}, SHELL, { production: true, sandbox: false });
    const res = await get(app, '/graphql', { accept: 'text/html' });
    expect(res.body).not.toContain('id="explorer"');
    expect(policy(res.headers['content-security-policy'])['script-src']).toEqual(["'self'", expect.any(String)]);
  });
});
