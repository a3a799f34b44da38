import { type Browser, chromium, type Page } from '@playwright/test';

/** Chromium as the journeys launch it (Debian's, headless, no sandbox as root). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });

export interface ScriptsUntilIdle {
  /** JavaScript bytes as transferred (the bodies as they crossed the wire, compressed as sent). */
  transferred: number;
  files: { path: string; bytes: number }[];
}

/**
 * Records every script the page fetches from the start of its load until the network has been quiet for half a
 * second (Playwright's `networkidle`): the entry and its preloads, and whatever the page then loads by itself — the
 * chunks hydration asks for, the parts loaded when the browser is idle. A phone pays for all of them, not only the
 * entry route's. Call before `page.goto(url, { waitUntil: 'networkidle' })`; read the figure after.
 */
export function recordScripts(page: Page): () => Promise<ScriptsUntilIdle> {
  const pending: Promise<{ path: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.sizes().then((sizes) => ({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
    );
  });
  return async () => {
    const files = await Promise.all(pending);
    return { transferred: files.reduce((sum, file) => sum + file.bytes, 0), files };
  };
}

/** A cold visit to `url` (a new browser context: nothing cached), the scripts it fetched until the network was idle. */
export async function scriptsUntilIdle(browser: Browser, url: string): Promise<ScriptsUntilIdle> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    const figure = recordScripts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    return await figure();
  } finally {
    await context.close();
  }
}

// `tsx bench/scripts-until-idle.ts <url>…`: the figure for pages of any running store.
if (process.argv[1]?.endsWith('scripts-until-idle.ts')) {
  const browser = await launchChromium();
  try {
    for (const url of process.argv.slice(2)) {
      const { transferred, files } = await scriptsUntilIdle(browser, url);
      console.log(`${url}: ${(transferred / 1024).toFixed(1)} KiB in ${files.length} files`);
      for (const file of files) console.log(`   ${(file.bytes / 1024).toFixed(1).padStart(6)} KiB  ${file.path}`);
    }
  } finally {
    await browser.close();
  }
}
