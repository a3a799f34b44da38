import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';

/**
 * Saves `region` as `docs/screenshots/<name>` when `UPDATE_SCREENSHOTS=1` (the pictures the docs show); otherwise does
 * nothing, so an ordinary run leaves the tree as it was.
 */
export async function keepScreenshot(region: Locator, name: string): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  const path = fileURLToPath(new URL(`../../../docs/screenshots/${name}`, import.meta.url));
  await region.screenshot({ path, animations: 'disabled' });
}
