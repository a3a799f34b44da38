import { chromium } from '@playwright/test';

export interface Vitals {
  /** Largest Contentful Paint, ms after navigation start. */
  lcp: number;
  /** Cumulative Layout Shift (unitless). */
  cls: number;
}

declare global {
  interface Window {
    __vitals: Vitals;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * LCP and CLS of a page in Chromium, each from a fresh browser context (cold cache), median of `runs`. The page
 * is left to settle after network idle, so late shifts (images, fonts, lazy sections) are counted.
 */
export async function measureVitals(url: string, runs = 3): Promise<Vitals> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const samples: Vitals[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__vitals = { lcp: 0, cls: 0 };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      samples.push(await page.evaluate(() => window.__vitals));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { lcp: median(samples.map((s) => s.lcp)), cls: median(samples.map((s) => s.cls)) };
}
