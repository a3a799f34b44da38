import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

/** Pictures the docs show are written only when `UPDATE_SCREENSHOTS=1`, so an ordinary run leaves the tree as it was. */
const updating = (): boolean => process.env.UPDATE_SCREENSHOTS === '1';

const docsPath = (name: string): string => fileURLToPath(new URL(`../../../docs/screenshots/${name}`, import.meta.url));

/** Saves `region` as `docs/screenshots/<name>` when updating the docs' pictures; otherwise does nothing. */
export async function keepScreenshot(region: Locator, name: string): Promise<void> {
  if (!updating()) return;
  await region.screenshot({ path: docsPath(name), animations: 'disabled' });
}

/** Saves the part of the viewport `clip` names as `docs/screenshots/<name>` when updating the docs' pictures. */
export async function keepPageScreenshot(
  page: Page,
  name: string,
  clip: { x: number; y: number; width: number; height: number },
): Promise<void> {
  if (!updating()) return;
  await page.screenshot({ path: docsPath(name), clip, animations: 'disabled' });
}
