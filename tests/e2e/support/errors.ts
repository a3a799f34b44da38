import type { Page } from '@playwright/test';

/** Collects uncaught page errors, so a journey can assert it ran without any. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Collects what the page logs as console errors (React warnings, failed loads, the app's own `console.error`). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}
