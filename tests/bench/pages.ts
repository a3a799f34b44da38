import { describeMobile, lighthouseMobile, type MobileReport, medianTtfb } from './lighthouse.js';
import { startProductionStack } from './production-stack.js';
import { launchChromium, type ScriptsUntilIdle, scriptsUntilIdle } from './scripts-until-idle.js';
import { type ThrottledLcp, throttledLcp } from './throttled-lcp.js';

export interface PageFigures {
  name: string;
  simulated: MobileReport;
  applied: MobileReport;
  /** Median time to the first byte of the server's render, ms. */
  ttfb: number;
  /** The page's HTML as the browser reads it (decoded), bytes. */
  html: number;
  /** The scripts a cold visit fetches until the network is idle, as transferred. */
  scripts: ScriptsUntilIdle;
  /** The largest paint under the slow phone applied to the browser (4× CPU, 1.6 Mbps, 150 ms), median of cold loads. */
  throttled: ThrottledLcp;
}

/** The pages a shopper lands on, on a phone: the homepage, a listing and the listing's first product. */
export async function benchPages(storeUrl: string, runs = 3): Promise<PageFigures[]> {
  const listingHtml = await (await fetch(`${storeUrl}/product-listing`)).text();
  const productPath = /href="(\/product-details\/[^"]+)"/.exec(listingHtml)?.[1];
  if (!productPath) throw new Error('the listing’s HTML links to no product');
  const figures: PageFigures[] = [];
  const browser = await launchChromium();
  try {
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
        html: Buffer.byteLength(await (await fetch(url)).text()),
        scripts: await scriptsUntilIdle(browser, url),
        throttled: await throttledLcp(browser, url, runs),
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function printPages(figures: PageFigures[]): void {
  for (const { name, simulated, applied, ttfb, html, scripts, throttled } of figures) {
    console.log(`${describeMobile(name, simulated)} (simulated)`);
    console.log(`${describeMobile(name, applied)} (applied)`);
    console.log(
      `   ${''.padEnd(9)} LCP under the slow phone applied to Chromium ${(throttled.lcp / 1000).toFixed(2)} s ` +
        `(${throttled.element}; median of ${throttled.runs.length} cold loads: ` +
        `${throttled.runs.map((run) => `${(run.lcp / 1000).toFixed(2)} s`).join(', ')})`,
    );
    console.log(
      `   ${''.padEnd(9)} HTML ${kib(html)} decoded; scripts until the network is idle ${kib(scripts.transferred)} ` +
        `in ${scripts.files.length} files (as transferred)`,
    );
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
