import type { Browser, Page } from '@playwright/test';
import { onSlowPhone } from '../e2e/support/phone.js';
import { launchChromium } from './scripts-until-idle.js';

export interface ThrottledLcp {
  /** Median largest contentful paint of the cold loads, ms from navigation start. */
  lcp: number;
  /** What the median load's largest paint was (its test id, or its tag). */
  element: string;
  runs: { lcp: number; element: string }[];
}

/** The page's last largest-contentful-paint candidate, once the network has gone quiet. */
function lastLargestPaint(page: Page): Promise<{ lcp: number; element: string }> {
  return page.evaluate(
    () =>
      new Promise<{ lcp: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
          const element = last?.element;
          resolve({
            lcp: last?.startTime ?? Number.NaN,
            element: element?.getAttribute('data-testid') ?? element?.localName ?? '?',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * The largest contentful paint of `url` as a slow phone gets it: the CPU four times slower, 1.6 Mbps down and 150 ms
 * round trips applied to the browser (`onSlowPhone`, as the journeys do), a 412 × 823 screen; `runs` cold loads (a new
 * browser context each, nothing cached), the median. Read once the network has been quiet for half a second, so a
 * later, larger paint (the hero's video, say) would be among the candidates.
 */
export async function throttledLcp(browser: Browser, url: string, runs = 3): Promise<ThrottledLcp> {
  const results: { lcp: number; element: string }[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    try {
      const page = await context.newPage();
      await onSlowPhone(page);
      await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
      results.push(await lastLargestPaint(page));
    } finally {
      await context.close();
    }
  }
  const sorted = [...results].sort((a, b) => a.lcp - b.lcp);
  const median = sorted[Math.floor(sorted.length / 2)] ?? { lcp: Number.NaN, element: '?' };
  return { lcp: median.lcp, element: median.element, runs: results };
}

// `tsx bench/throttled-lcp.ts <url>…`: the figure for pages of any running store.
if (process.argv[1]?.endsWith('throttled-lcp.ts')) {
  const browser = await launchChromium();
  try {
    for (const url of process.argv.slice(2)) {
      const { lcp, element, runs } = await throttledLcp(browser, url);
      console.log(
        `${url}: LCP ${(lcp / 1000).toFixed(2)} s (${element}); runs ${runs.map((r) => `${(r.lcp / 1000).toFixed(2)} s ${r.element}`).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
}
