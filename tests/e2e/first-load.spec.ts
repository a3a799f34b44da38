import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { firstRouteJs } from '../bench/first-route-js.js';
import { recordScripts } from '../bench/scripts-until-idle.js';
import { webDist } from '../harness/stack.js';
import { adminDist, adminModulesIn, scriptsOf } from './support/admin-modules.js';
import { expect, test } from './support/fixtures.js';
import { settled } from './support/hydration.js';
import { onSlowPhone } from './support/phone.js';

/**
 * What a phone's first visit loads and paints before the page is interactive: the scripts the server's HTML names
 * (budget, files, which parts stay out), the largest picture of each landing page fetched first, and the server's
 * styles taken over as they are.
 */

/** The first route's JavaScript budget as sent (brotli), issue 14. */
const FIRST_ROUTE_BUDGET = 170 * 1024;

/**
 * Where the landing pages stand on a phone, with a margin for the catalogue's data (see below): the homepage meets the
 * target; a listing fetches its own 10 KiB beyond the `app` chunk (its Filters panel comes on intent), a product page
 * only its own code (some 18 KiB: its queries, parts and the cart's).
 */
const SCRIPTS_UNTIL_IDLE_KIB = { home: 170, listing: 176, product: 188 };
// The product page is the largest (151 KiB): the phone's tab row and accordion, the sticky bar and the chat's button
// are in its HTML so that nothing changes when the app takes over; 78 KiB of it is styles, 14 KiB state (`pnpm bench`).
const HTML_KIB = 153;

/** Chunks of parts that load after the page is interactive, never before it: none may be preloaded. */
const LATER_CHUNKS =
  /\/(FooterContent|ChatWidget|FilterPanel|AppToaster|SizeGuideDialog|LoginRequiredDialog|MobileMenu)-/;

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The document's `<head>`, as the server wrote it. */
const headOf = (page: string): string => page.slice(0, page.indexOf('</head>'));

async function firstListedProduct(request: APIRequestContext): Promise<string> {
  const path = /href="(\/product-details\/[^"]+)"/.exec(await html(request, '/product-listing'))?.[1];
  expect(path, 'a product link in the listing’s HTML').toBeTruthy();
  return path as string;
}

/** The largest-contentful-paint candidates the page reported, in order (element's test id or tag). */
function largestPaints(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list
              .getEntries()
              .map((entry) => {
                const element = (entry as PerformanceEntry & { element?: Element | null }).element;
                return element?.getAttribute('data-testid') ?? element?.localName ?? '?';
              })
              .filter((name) => name !== '?'),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test.describe('the first route', () => {
  test('the homepage’s scripts fit the budget in a few files, and parts shown later are not among them', async ({
    baseURL,
  }) => {
    const { transferred, files } = await firstRouteJs(`${baseURL}/`);
    expect(transferred, `first-route JS: ${files.map((f) => `${f.path} ${f.bytes}`).join(', ')}`).toBeLessThanOrEqual(
      FIRST_ROUTE_BUDGET,
    );
    // One chunk for the modules every page runs (not twenty shared slivers), the entry and the bundler's runtime.
    expect(files.length).toBeLessThanOrEqual(4);
    for (const file of files) expect(file.path).not.toMatch(LATER_CHUNKS);
  });

  test('a listing and a product page preload none of the parts shown later', async ({ request }) => {
    for (const path of ['/product-listing', await firstListedProduct(request)]) {
      const preloads = [...headOf(await html(request, path)).matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)];
      expect(preloads.length, path).toBeGreaterThan(0);
      // The libraries lazy pages share come in a few grouped chunks, not one request per component.
      expect(preloads.length, path).toBeLessThanOrEqual(18);
      for (const [, href] of preloads) expect(href, path).not.toMatch(LATER_CHUNKS);
    }
  });

  test('the chat, loaded on any page at the shopper’s first sign of intent, brings none of the lazy pages’ shared modules', () => {
    const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const chunks = new Set<string>();
    const walk = (key: string) => {
      if (chunks.has(key)) return;
      chunks.add(key);
      for (const imported of manifest[key]?.imports ?? []) walk(imported);
    };
    walk('src/features/chat/ChatWidget.tsx');
    const files = [...chunks].map((key) => manifest[key]?.file ?? key);
    expect(files.some((file) => /\/ChatWidget-/.test(file))).toBe(true);
    // The store's time zone from a shared chunk brought that chunk's neighbours: order and form code a phone never
    // uses here (some 9 KB as sent).
    expect(files.filter((file) => /\/shared-/.test(file))).toEqual([]);
  });

  test('no chunk of the libraries imports one that imports it back, however far round', () => {
    // A cycle lets the chunk evaluated second read the other's exports before they exist, and the libraries' modules
    // read each other's exports as they load (Chakra's parts wrap Ark's): a page that loads two such chunks in that
    // order stops before hydrating ("Cannot read properties of undefined (reading 'Select')"). Our own modules only
    // define functions as they load, which a cycle among the `shared` chunks does not break.
    const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (key: string, path: string[]) => {
      if (path.includes(key)) {
        cycles.push([...path.slice(path.indexOf(key)), key].map((k) => manifest[k]?.file ?? k).join(' → '));
        return;
      }
      if (done.has(key)) return;
      for (const imported of manifest[key]?.imports ?? []) visit(imported, [...path, key]);
      done.add(key);
    };
    for (const key of Object.keys(manifest)) visit(key, []);
    expect(Object.keys(manifest).length).toBeGreaterThan(10);
    expect(cycles.filter((cycle) => /assets\/ui-/.test(cycle))).toEqual([]);
  });

  test('the chunk every page runs asks V8 to compile it eagerly, off the main thread', async ({ request, baseURL }) => {
    const { files } = await firstRouteJs(`${baseURL}/`);
    const app = files.find((file) => /\/app-[^/]+\.js$/.test(file.path));
    expect(app, 'the app chunk among the first route’s files').toBeTruthy();
    const source = await (await request.get(app?.path ?? '')).text();
    expect(source.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });
});

/**
 * What a cold visit fetches until the network is idle, as transferred: the entry route's scripts and everything the
 * page then loads by itself (the chunks hydration asks for, the parts loaded when the browser is idle). `pnpm bench`
 * holds it to the target of 170 KiB; this bound keeps it from growing past where it is.
 */
const scriptsUntilIdleBound = (path: string) =>
  (path === '/'
    ? SCRIPTS_UNTIL_IDLE_KIB.home
    : path.startsWith('/product-listing')
      ? SCRIPTS_UNTIL_IDLE_KIB.listing
      : SCRIPTS_UNTIL_IDLE_KIB.product) * 1024;

/** A page's HTML, decoded: `pnpm bench` holds it to 100 KiB; this bound keeps it from growing past where it is. */
const HTML_BOUND = HTML_KIB * 1024;

test.describe('what a phone pays for a landing page', () => {
  test('the scripts each landing page fetches until the network is idle stay under the bound', async ({
    browser,
    baseURL,
    request,
  }) => {
    for (const path of ['/', '/product-listing', await firstListedProduct(request)]) {
      // A cold visit each on a phone, as `pnpm bench` counts it: a context of its own, nothing cached from the page
      // before; the footer's code, loaded when the shopper comes near it, is not among what it pays for.
      const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
      try {
        const page = await context.newPage();
        const scripts = recordScripts(page);
        await page.goto(path, { waitUntil: 'networkidle' });
        const { transferred, files } = await scripts();
        expect(files.length, path).toBeGreaterThan(2);
        // The chat's launcher and the Filters button are in the HTML; their code waits for the shopper, not for the
        // page to go idle.
        await expect(page.locator('button[aria-label^="Chat with us"]')).toHaveCount(1);
        expect(
          files.filter((file) => /\/(ChatWidget|FooterContent|FilterPanel)-/.test(file.path)).map((file) => file.path),
          path,
        ).toEqual([]);
        expect(transferred, `${path}: ${files.map((f) => `${f.path} ${f.bytes}`).join(', ')}`).toBeLessThanOrEqual(
          scriptsUntilIdleBound(path),
        );
      } finally {
        await context.close();
      }
    }
  });

  test('each landing page’s HTML stays under its byte bound, its styles free of prefixes no supported browser needs', async ({
    request,
  }) => {
    for (const path of ['/', '/product-listing', await firstListedProduct(request)]) {
      const document = await html(request, path);
      expect(Buffer.byteLength(document), path).toBeLessThanOrEqual(HTML_BOUND);
      const styles = [...document.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
      expect(styles.length, path).toBeGreaterThan(1000);
      expect(styles, path).not.toMatch(/-ms-flex|display:-webkit-flex|-webkit-transition:|-webkit-align-items:/);
    }
  });

  test('the module scripts are fetched at low priority, after what the first paint needs', async ({ request }) => {
    for (const path of ['/', '/product-listing', await firstListedProduct(request)]) {
      const head = headOf(await html(request, path));
      const scripts = [...head.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)];
      expect(scripts.length, path).toBeGreaterThan(1);
      for (const [tag] of scripts) expect(tag, path).toContain('fetchpriority="low"');
    }
  });
});

test.describe('not one byte of the staff’s app in a shopper’s page', () => {
  test('no script of the store’s build holds an admin module; the admin’s own build does', () => {
    const store = scriptsOf(webDist);
    expect(store.length).toBeGreaterThan(10);
    expect(adminModulesIn(webDist, store)).toEqual([]);
    // The check reads the names the build gives admin modules: the admin's own scripts hold them.
    expect(adminModulesIn(adminDist, scriptsOf(adminDist)).length).toBeGreaterThan(0);
  });

  test('a shopper’s pages in Chromium load no script of the admin’s and none holding an admin module', async ({
    page,
    request,
  }) => {
    const loaded = new Set<string>();
    const fromAdmin: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/admin')) fromAdmin.push(pathname);
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) loaded.add(pathname.slice(1));
    });
    for (const path of ['/', '/product-listing', await firstListedProduct(request), '/cart', '/login']) {
      await page.goto(path);
      // Parts loaded after the page is interactive (the footer, the chat at the first key press) count too.
      await page.keyboard.press('Shift');
      await page.waitForLoadState('networkidle');
    }
    expect(loaded.size).toBeGreaterThan(3);
    expect(fromAdmin).toEqual([]);
    expect(adminModulesIn(webDist, loaded)).toEqual([]);
  });
});

test.describe('the largest paint of each landing page', () => {
  test('a listing fetches its first card’s picture with the HTML, before its scripts, and paints it eagerly', async ({
    page,
    request,
  }) => {
    const head = headOf(await html(request, '/product-listing'));
    const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"[^>]*>/.exec(head);
    expect(preload, 'a high-priority image preload in the listing’s head').toBeTruthy();
    expect(head.indexOf(preload?.[0] ?? '')).toBeLessThan(head.indexOf('rel="modulepreload"'));

    await page.goto('/product-listing');
    const first = page.getByTestId('product-card').first().locator('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    // The preload names the very picture the card shows (the same rendition set).
    expect(preload?.[0]).toContain(`imagesrcset="${await first.getAttribute('srcset')}"`);
  });

  test('a product page fetches its main image with the HTML, before its scripts, and paints it eagerly', async ({
    page,
    request,
  }) => {
    const path = await firstListedProduct(request);
    const head = headOf(await html(request, path));
    const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"[^>]*>/.exec(head);
    expect(preload, 'a high-priority image preload in the product page’s head').toBeTruthy();
    expect(head.indexOf(preload?.[0] ?? '')).toBeLessThan(head.indexOf('rel="modulepreload"'));

    await page.goto(path);
    const main = page.getByTestId('main-image');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).not.toHaveAttribute('loading', 'lazy');
    expect(new URL((await main.getAttribute('src')) ?? '', page.url()).pathname).toBe(preload?.[1]);
  });

  test.describe('on a phone', () => {
    // Lighthouse's mobile profile: a 412 × 823 screen at 1.75 device pixels per CSS pixel.
    test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

    /** Every request for the hero's video the page makes. */
    function videoRequests(page: Page): string[] {
      const requests: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'media' || /\.(webm|mp4)(\?|$)/.test(sent.url())) requests.push(sent.url());
      });
      return requests;
    }

    // Save-Data and 3G: home.spec.ts.
    test('on the slow phone the poster is the largest paint, and the video is never fetched', async ({ page }) => {
      await onSlowPhone(page);
      const videos = videoRequests(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(page.getByTestId('hero-poster')).toBeVisible();
      const paints = await largestPaints(page);
      expect(paints.at(-1)).toBe('hero-poster');
      expect(videos).toEqual([]);
      await expect(page.getByTestId('hero-video')).toHaveCount(0);
    });

    test('the homepage’s largest paint stays the hero poster once the video plays over it', async ({ page }) => {
      await page.goto('/');
      const video = page.getByTestId('hero-video');
      await expect(video).toBeAttached();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
      // Two more frames, so a paint of the video would have been reported by now.
      await settled(page);
      const paints = await largestPaints(page);
      expect(paints).toContain('hero-poster');
      expect(paints.at(-1)).toBe('hero-poster');
    });
  });
});

test('the server’s styles are taken over where they are: no style tag moves, none is written again', async ({
  page,
}) => {
  // Records every <style> the head gains or loses from the first byte of the page on.
  await page.addInitScript(() => {
    const moves: string[] = [];
    (window as unknown as { styleMoves: string[] }).styleMoves = moves;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of [...record.addedNodes, ...record.removedNodes]) {
          const element = node as Element;
          if (element.localName === 'style' && element.hasAttribute('data-emotion-rules')) {
            moves.push(`${record.addedNodes.length ? 'added' : 'removed'} ${element.getAttribute('data-emotion')}`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  const serverTags = page.locator('head style[data-emotion-rules]');
  expect(await serverTags.count()).toBeGreaterThan(0);
  // The parser adds each tag once; nothing removes or re-adds one after.
  const moves = await page.evaluate(() => (window as unknown as { styleMoves: string[] }).styleMoves);
  expect(moves.filter((move) => move.startsWith('removed'))).toEqual([]);
  expect(moves.length).toBe(await serverTags.count());
});
