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

/**
 * Collects every Content-Security-Policy violation the page reports (directive, blocked resource, page), so a
 * journey proves the store's policy lets it through. The listener is installed through the browser's debugging
 * protocol, which the policy does not govern.
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ${event.documentURI}`);
    });
  });
  return violations;
}
