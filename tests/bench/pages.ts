import { describeMobile, lighthouseMobile, type MobileReport, medianTtfb } from './lighthouse.js';
import { startProductionStack } from './production-stack.js';

export interface PageFigures {
  name: string;
  simulated: MobileReport;
  applied: MobileReport;
  /** Median time to the first byte of the server's render, ms. */
  ttfb: number;
}

/** The pages a shopper lands on, on a phone: the homepage, a listing and the listing's first product. */
export async function benchPages(storeUrl: string, runs = 3): Promise<PageFigures[]> {
  const listingHtml = await (await fetch(`${storeUrl}/product-listing`)).text();
  const productPath = /href="(\/product-details\/[^"]+)"/.exec(listingHtml)?.[1];
  if (!productPath) throw new Error('the listing’s HTML links to no product');
  const figures: PageFigures[] = [];
  for (const [name, pagePath] of [
    ['homepage', '/'],
    ['listing', '/product-listing'],
    ['product', productPath],
  ] as const) {
    const url = `${storeUrl}${pagePath}`;
    figures.push({
      name,
      simulated: await lighthouseMobile(url, runs),
      applied: await lighthouseMobile(url, 1, 'devtools'),
      ttfb: await medianTtfb(url),
    });
  }
  return figures;
}

export function printPages(figures: PageFigures[]): void {
  for (const { name, simulated, applied, ttfb } of figures) {
    console.log(`${describeMobile(name, simulated)} (simulated)`);
    console.log(`${describeMobile(name, applied)} (applied)`);
    console.log(`   ${''.padEnd(9)} server render: median TTFB ${ttfb.toFixed(0)} ms over 21 requests`);
  }
}

// `pnpm --filter @sutra/tests exec tsx bench/pages.ts [runs]`: only the phone figures, on a production stack
// (after `pnpm build`).
if (process.argv[1]?.endsWith('pages.ts')) {
  const stack = await startProductionStack();
  try {
    printPages(await benchPages(stack.gateway.url, Number(process.argv[2] ?? 3)));
  } finally {
    await stack.stop();
  }
}
