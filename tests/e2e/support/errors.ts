import type { Page } from '@playwright/test';

/** Collects uncaught page errors, so a journey can assert it ran without any. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
