import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { logInAndLand, shopperAddress } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { collectConsoleErrors, collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';
import { waitForHydration } from './support/hydration.js';

/**
 * Every route of the spec's route table, at a desktop and a phone width: each shows its heading with no page error,
 * no console error and no critical or serious accessibility violation. Signed-in routes are visited as the seeded
 * demo buyer, logged in once per worker through the login page (the api limits wrong passwords per email).
 */

test.use(shopperAddress(31));
// No case depends on another (each starts from a tab reset to a new context's state), so the cases may be shared out
// between the workers (each with its own store, where the demo buyer signs in once): at 50 pages, one worker taking
// the whole file alone was the journeys' tail.
test.describe.configure({ mode: 'parallel' });

const DEMO_BUYER = { email: 'demo@sutra.in', password: 'sutra-demo' };
const WIDTHS = [1366, 375] as const;

interface RouteCase {
  /** As the spec's table writes it; `{…}` segments are filled in from the seeded catalogue. */
  route: string;
  heading: RegExp;
  signedIn?: boolean;
  /** The HTTP status the server answers with (200 unless said). */
  status?: number;
}

const ROUTES: readonly RouteCase[] = [
  { route: '/', heading: /^Tailored in Jaipur$/ },
  { route: '/product-listing', heading: /^Suits & Blazers$/ },
  { route: '/product-listing/{categoryName}', heading: /^Suits & Blazers$/ },
  // Without a product there is nothing to show: the store's not-found page, with a 404 for crawlers.
  { route: '/product-details', heading: /product/i, status: 404 },
  { route: '/product-details/{id}/{productName}/{categoryName}', heading: /\S/ },
  { route: '/recommended', heading: /^Recommended For You$/ },
  { route: '/trending', heading: /^Top Trending$/ },
  { route: '/cart', heading: /cart/i, signedIn: true },
  { route: '/checkout', heading: /checkout|cart/i, signedIn: true },
  { route: '/login', heading: /^Login$/ },
  { route: '/signup', heading: /^Create Account$/ },
  { route: '/login/phone', heading: /^Log in with mobile number$/ },
  { route: '/signup/phone', heading: /^Sign up with mobile number$/ },
  { route: '/profile', heading: /^Account Settings$/, signedIn: true },
  { route: '/profile/account', heading: /^Account Settings$/, signedIn: true },
  { route: '/profile/orders', heading: /orders/i, signedIn: true },
  { route: '/profile/orders/details/{oId}/{pId}', heading: /order/i, signedIn: true },
  { route: '/profile/wishlist', heading: /wishlist/i, signedIn: true },
  { route: '/profile/membership', heading: /member/i, signedIn: true },
  { route: '/profile/feedback', heading: /feedback/i, signedIn: true },
  { route: '/profile/return', heading: /return/i, signedIn: true },
  { route: '/profile/contact', heading: /contact/i, signedIn: true },
  { route: '/about', heading: /^About Us$/ },
  { route: '/policy', heading: /^Terms & Conditions$/ },
  { route: '/invoice-1', heading: /^Tax Invoice$/i },
  { route: '/invoice-2', heading: /^Tax Invoice$/i },
  { route: '/support', heading: /^Help & Support$/ },
];

interface SeededProduct {
  id: string;
  name: string;
  category: { value: string };
}

/** A real product of the seeded catalogue, and its name for the heading. */
async function seededProduct(request: APIRequestContext): Promise<SeededProduct> {
  const response = await request.post('/graphql', {
    data: { query: '{ products(category: "suits", first: 1) { nodes { id name category { value } } } }' },
  });
  const body = (await response.json()) as { data: { products: { nodes: SeededProduct[] } } };
  const product = body.data.products.nodes[0];
  if (!product) throw new Error('the seeded catalogue has no suits');
  return product;
}

const slug = (text: string) => text.toLowerCase().replace(/\W/g, '-');
/** No order exists in a fresh store: the detail page shows its not-found or empty state for these. */
const NO_ORDER = { oId: '0b6e2f4c-1111-4b7a-9c1d-000000000001', pId: '0b6e2f4c-1111-4b7a-9c1d-000000000002' };

let product: SeededProduct;
let signedInState: Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * One browser tab per width and signed-in state, per worker: a fresh context per case loaded the whole app cold in a
 * new renderer (its scripts fetched, parsed and compiled again). Each case still starts from the state a new context
 * has: the tab's session storage emptied, and the context's cookies, local storage and IndexedDB set to the
 * signed-out state or the demo buyer's (`setStorageState` clears what an earlier case left). What carries over is the
 * browser's cache of the app's files and its compiled scripts, as in a shopper's browser; the page is loaded anew.
 */
const tabs = new Map<string, Promise<Page>>();
function sharedTab(browser: Browser, width: number, signedIn: boolean): Promise<Page> {
  const key = `${width}:${signedIn}`;
  let tab = tabs.get(key);
  if (!tab) {
    tab = browser
      .newContext({ baseURL: process.env.SUTRA_BASE_URL, viewport: { width, height: 900 }, ...shopperAddress(31) })
      .then(async (context) => waitForHydration(await context.newPage()));
    tabs.set(key, tab);
  }
  return tab;
}

/**
 * The tab as a new context would give it: no storage but the signed-in state asked for. (An earlier case's error
 * listeners stay, feeding lists nobody reads any more.)
 */
async function freshTab(browser: Browser, width: number, signedIn: boolean): Promise<Page> {
  const page = await sharedTab(browser, width, signedIn);
  if (page.url() !== 'about:blank') await page.evaluate(() => window.sessionStorage.clear());
  await page.context().setStorageState(signedIn ? signedInState : { cookies: [], origins: [] });
  return page;
}

test.beforeAll(async ({ browser, request }) => {
  product = await seededProduct(request);
  const context = await browser.newContext({ baseURL: process.env.SUTRA_BASE_URL, ...shopperAddress(31) });
  const page = waitForHydration(await context.newPage());
  await page.goto('/login');
  await logInAndLand(page, DEMO_BUYER.email, DEMO_BUYER.password, /^http:\/\/[^/]+\/$/);
  signedInState = await context.storageState();
  await context.close();
});

test.afterAll(async () => {
  for (const tab of tabs.values()) await (await tab).context().close();
  tabs.clear();
});

function pathOf(route: string): string {
  return route
    .replace('{id}', product.id)
    .replace('{productName}', slug(product.name))
    .replace('{categoryName}', product.category.value)
    .replace('{oId}', NO_ORDER.oId)
    .replace('{pId}', NO_ORDER.pId);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    for (const { route, heading, signedIn, status: expected } of ROUTES) {
      test(`${route}${signedIn ? ' (signed in)' : ''} shows its heading, cleanly and accessibly`, async ({
        browser,
      }) => {
        const page = await freshTab(browser, width, signedIn === true);
        const pageErrors = collectPageErrors(page);
        const consoleErrors = collectConsoleErrors(page);
        const path = pathOf(route);

        const response = await page.goto(path);
        const status = expected ?? 200;
        expect(response?.status()).toBe(status);
        const name = route.startsWith('/product-details/') ? product.name : heading;
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        // A signed-in route did not send us to log in.
        if (route !== '/login') expect(new URL(page.url()).pathname).not.toBe('/login');
        // The footer is on every page, once its content has arrived.
        await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeAttached();
        await expectNoSeriousA11yViolations(page, `${path} at ${width} px`);
        expect(pageErrors, 'page errors').toEqual([]);
        // Chromium reports a page answered with an error status as a console error: that one is the page's own.
        const ownStatus = `the server responded with a status of ${status}`;
        expect(
          consoleErrors.filter((error) => !(status >= 400 && error.includes(ownStatus))),
          'console errors',
        ).toEqual([]);
      });
    }
  });
}
