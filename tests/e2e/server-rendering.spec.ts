import type { APIRequestContext, Page } from '@playwright/test';
import { shopperAddress, signUpAndLogIn } from './support/accounts.js';
import { collectConsoleErrors, collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';

/** A schema.org document; the fields read here are those of a Product. */
interface JsonLd {
  '@type': string;
  name: string;
  offers: { priceCurrency: string; price: string; availability: string; url: string };
}

/** The `<head>` of a page as the server sent it: the tags a crawler or a link preview reads. */
class ServerHead {
  constructor(private readonly html: string) {}

  title(): string | undefined {
    return /<title[^>]*>([^<]*)<\/title>/.exec(this.html)?.[1];
  }

  meta(attribute: 'name' | 'property', key: string): string | undefined {
    const tag = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(this.html);
    return tag?.[1]?.replaceAll('&amp;', '&');
  }

  canonical(): string | undefined {
    return /<link rel="canonical" href="([^"]*)"/.exec(this.html)?.[1];
  }

  jsonLd(): JsonLd[] {
    return [...this.html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as JsonLd,
    );
  }
}

/** The product links of a listing as the server rendered them (each card once). */
function productLinks(html: string): string[] {
  return [...new Set([...html.matchAll(/href="(\/product-details\/[^"]+)"/g)].map((match) => match[1] as string))];
}

async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { response, html: await response.text() };
}

/** A product the server lists on the all-products listing (its first card). */
async function firstListedProduct(request: APIRequestContext): Promise<string> {
  const { html } = await fetchPage(request, '/product-listing');
  const [first] = productLinks(html);
  expect(first, 'a product link in the listing’s HTML').toBeTruthy();
  return first as string;
}

test.describe('pages rendered on the server', () => {
  test('a product page’s HTML carries its name, price, preview tags and schema.org Product', async ({ request }) => {
    const path = await firstListedProduct(request);
    const { response, html } = await fetchPage(request, path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const head = new ServerHead(html);
    const product = head.jsonLd().find((document) => document['@type'] === 'Product') as JsonLd;
    expect(product, 'a Product JSON-LD document').toBeTruthy();
    expect(head.title()).toBe(`${product.name} | Sutra`);
    expect(html).toContain(`<h1`);
    expect(html).toContain(product.name);
    expect(product.offers.priceCurrency).toBe('INR');
    expect(Number(product.offers.price)).toBeGreaterThan(0);
    expect(head.meta('property', 'product:price:amount')).toBe(product.offers.price);
    expect(head.meta('property', 'product:price:currency')).toBe('INR');
    expect(head.meta('property', 'og:type')).toBe('product');
    expect(head.meta('property', 'og:title')).toBe(`${product.name} | Sutra`);
    expect(head.meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(head.meta('name', 'description')?.length).toBeGreaterThan(50);
    expect(head.canonical()).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    expect(product.offers.url).toBe(head.canonical());
    expect(head.jsonLd().some((document) => document['@type'] === 'BreadcrumbList')).toBe(true);

    // The preview picture is a raster image (messengers show no SVG), served from the store itself.
    const image = head.meta('property', 'og:image') ?? '';
    expect(image).toMatch(/^https?:\/\/.+\.jpg$/);
    const picture = await request.get(new URL(image).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
    expect((await picture.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  test('the homepage names the store for link previews and search engines', async ({ request }) => {
    const { response, html } = await fetchPage(request, '/');
    expect(response.status()).toBe(200);
    const head = new ServerHead(html);
    expect(head.title()).toContain('Sutra');
    expect(head.meta('property', 'og:type')).toBe('website');
    expect(head.jsonLd().map((document) => document['@type'])).toContain('Organization');
    // The server's answer for a guest may be shared; a signed-in page never is.
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers().vary).toContain('Cookie');
  });

  test('a listing’s first 12 products are real links in the HTML', async ({ request }) => {
    const { html } = await fetchPage(request, '/product-listing');
    expect(productLinks(html)).toHaveLength(12);
    expect(new ServerHead(html).jsonLd().map((document) => document['@type'])).toContain('BreadcrumbList');
  });

  test('unknown products, categories and routes answer 404 with the store’s not-found page', async ({ request }) => {
    for (const path of [
      '/product-details/00000000-0000-4000-8000-000000000000/gone/suits',
      '/product-listing/no-such-category',
      '/no-such-page',
    ]) {
      const { response, html } = await fetchPage(request, path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toContain('text/html');
      expect(new ServerHead(html).meta('name', 'robots'), path).toContain('noindex');
      expect(html, path).toContain('Back to the homepage');
    }
  });

  test('a guest asking for a private page is redirected to log in, with a real 3xx', async ({ request }) => {
    // `/profile/orders` is the exception the spec makes: it answers 200 with "Please login to view your orders".
    for (const path of ['/profile/account', '/checkout']) {
      const { response } = await fetchPage(request, path);
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  test('robots.txt keeps crawlers out of private pages and points at the sitemap of every product', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/profile', '/checkout', '/cart']) expect(robots).toContain(`Disallow: ${path}`);
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? '';
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
    const index = await (await request.get('/sitemap.xml')).text();
    const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
    const urls: string[] = [];
    for (const map of maps) {
      const body = await (await request.get(map)).text();
      urls.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname));
    }
    const product = await firstListedProduct(request);
    expect(urls).toContain(product);
    expect(urls).toContain('/product-listing/suits');
  });
});

test.describe('without JavaScript', () => {
  test('a shopper sees a product’s name, price and picture, and the listing’s links lead to it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: process.env.SUTRA_BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/product-listing');
    const link = page.locator('a[href^="/product-details/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    await page.goto(href);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toBeEmpty();
    await expect(page.getByTestId('product-summary').getByTestId('sale-price')).toHaveText(/^₹[\d,]+(\.\d{2})?$/);
    const picture = page.getByRole('img', { name: (await heading.textContent()) ?? '' }).first();
    await expect(picture).toBeVisible();
    // Styled by the server's CSS: the page is laid out, not a column of unstyled text.
    expect(await page.locator('style[data-emotion]').count()).toBeGreaterThan(0);
    await context.close();
  });
});

/** Loads `path` and waits for hydration, collecting console errors and every GraphQL request the browser makes. */
async function hydrate(page: Page, path: string) {
  const consoleErrors = collectConsoleErrors(page);
  const pageErrors = collectPageErrors(page);
  const graphql: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
  });
  await page.goto(path);
  return { consoleErrors, pageErrors, graphql };
}

test.describe('hydration', () => {
  test.use(shopperAddress(41));

  for (const path of ['/', '/product-listing', '/product-listing/suits', '/about', '/login']) {
    test(`${path} hydrates without a mismatch and without asking the server again`, async ({ page }) => {
      const seen = await hydrate(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(seen.consoleErrors).toEqual([]);
      expect(seen.pageErrors).toEqual([]);
      expect(seen.graphql).toEqual([]);
    });
  }

  test('a product page hydrates without a mismatch and without asking the server again', async ({ page, request }) => {
    const seen = await hydrate(page, await firstListedProduct(request));
    await expect(page.getByTestId('product-summary').getByTestId('sale-price')).toBeVisible();
    expect(seen.consoleErrors).toEqual([]);
    expect(seen.pageErrors).toEqual([]);
    expect(seen.graphql).toEqual([]);
  });

  test('the filter panel, its code come on intent, is named by the button that opens it and sits below it', async ({
    page,
  }) => {
    await page.goto('/product-listing');
    const trigger = page.getByTestId('filters-button');
    await trigger.click();
    const panel = page.getByTestId('filter-panel');
    await expect(panel).toBeVisible();
    // The panel's code comes on intent and its button takes the server's place: the button names the panel it opens,
    // and the panel is placed beside it.
    const owner = await trigger.getAttribute('data-ownedby');
    expect(owner).toBeTruthy();
    await expect(panel).toHaveAttribute('id', `popover:${owner}:content`);
    await expect(trigger).toHaveAttribute('aria-controls', `popover:${owner}:content`);
    const [button, box] = [await trigger.boundingBox(), await panel.boundingBox()];
    expect(box?.y).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0) - 1);
  });

  test('a signed-in buyer’s account page is rendered for them on the server and kept out of shared caches', async ({
    page,
  }) => {
    const buyer = await signUpAndLogIn(page, 'ssr');
    const response = await page.goto('/profile/account');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    // The server rendered the buyer's own page, not a guest's shell.
    expect(await response?.text()).toContain(buyer.email);
    await expect(page.getByTestId('profile-email')).toHaveText(buyer.email);
  });
});
