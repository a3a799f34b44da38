import { type Browser, chromium, type Page } from '@playwright/test';
import { holdAppScripts, onSlowPhone } from '../e2e/support/phone.js';

export interface BeforeHydrationFigures {
  /** Taps on the server's page before the app ran, and whether the app acted on them once it had taken over. */
  actions: { name: string; kept: boolean }[];
  /** Taps lost: made before hydration, with nothing to show for them after. */
  lost: number;
  /** Product pages scrolled before hydration and found elsewhere once the app had taken over. */
  scrollResets: number;
}

const PHONE = { width: 375, height: 812 };
const SCROLLED_TO = 1500;

/** Opens `url` as a slow phone with the app's scripts held, so the journey acts on the server's HTML alone. */
async function beforeTheApp(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await onSlowPhone(page);
  const scripts = await holdAppScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('contentinfo').waitFor({ state: 'attached' });
  const release = async () => {
    await scripts.release();
    await page.waitForLoadState('networkidle');
  };
  return { page, release, close: () => context.close() };
}

/** Whether the guest's Login Required dialog comes up (what a guest's tap on add to cart or the heart leads to). */
const asksToLogIn = (page: Page) =>
  page
    .getByRole('alertdialog', { name: 'Login Required' })
    .waitFor({ state: 'visible', timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );

/**
 * Against a running store (`storeUrl`), on the throttled phone, as a guest on the listing's first product page:
 * scrolls before hydration and checks the scroll once the app has taken over; taps ADD TO CART and the wishlist heart
 * before hydration and checks the tap was acted on (a guest is asked to log in). Each action on a fresh page.
 */
export async function benchBeforeHydration(storeUrl: string): Promise<BeforeHydrationFigures> {
  const listingHtml = await (await fetch(`${storeUrl}/product-listing`)).text();
  const productPath = /href="(\/product-details\/[^"]+)"/.exec(listingHtml)?.[1];
  if (!productPath) throw new Error('the listing’s HTML links to no product');
  const productUrl = `${storeUrl}${productPath}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const actions: BeforeHydrationFigures['actions'] = [];
  let scrollResets = 0;
  try {
    {
      const { page, release, close } = await beforeTheApp(browser, productUrl);
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), SCROLLED_TO);
      await release();
      if ((await page.evaluate(() => window.scrollY)) !== SCROLLED_TO) scrollResets += 1;
      await close();
    }
    for (const [name, control] of [
      ['tap ADD TO CART', (page: Page) => page.getByTestId('add-to-cart')],
      [
        'tap the wishlist heart',
        (page: Page) => page.getByTestId('add-to-cart').locator('..').getByTestId('wishlist-heart'),
      ],
    ] as const) {
      const { page, release, close } = await beforeTheApp(browser, productUrl);
      await control(page).click();
      await release();
      actions.push({ name, kept: await asksToLogIn(page) });
      await close();
    }
  } finally {
    await browser.close();
  }
  return { actions, lost: actions.filter((a) => !a.kept).length, scrollResets };
}

export function printBeforeHydration(figures: BeforeHydrationFigures): void {
  for (const { name, kept } of figures.actions) console.log(`   ${name.padEnd(28)} ${kept ? 'kept' : 'LOST'}`);
  console.log(`   ${'scroll a product page'.padEnd(28)} ${figures.scrollResets ? 'RESET' : 'kept'}`);
}

// `pnpm --filter @sutra/tests exec tsx bench/before-hydration.ts`: only these figures, on a production stack (after
// `pnpm build`).
if (process.argv[1]?.endsWith('before-hydration.ts')) {
  const { startProductionStack } = await import('./production-stack.js');
  const stack = await startProductionStack();
  try {
    printBeforeHydration(await benchBeforeHydration(stack.gateway.url));
  } finally {
    await stack.stop();
  }
}
