import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, type SessionState } from './fixtures.js';
import { mailWith } from './mail.js';
import { signInAsStaff } from './staff.js';

const PHONE = { width: 375, height: 740 };

/**
 * A new `orders` member (customer care), signed in at /admin in a browser of their own on a 375 px phone: the demo
 * owner (the worker's `ownerSession`, signed in once: a second sign-in within a code's 30 s would wait for the next)
 * invites them through the admin GraphQL endpoint (set-up, not the journey), the member accepts the mailed link there
 * and signs in on the page with a code computed from the secret they were given.
 */
export async function signedInOrdersMember(
  browser: Browser,
  ownerSession: SessionState,
): Promise<{ page: Page; email: string; close(): Promise<void> }> {
  const ownerContext = await browser.newContext({ baseURL: process.env.SUTRA_BASE_URL, storageState: ownerSession });
  const owner = await ownerContext.newPage();
  const email = `care-${randomUUID().slice(0, 8)}@sutra.in`;
  const admin = async <T>(query: string, variables: object): Promise<T> => {
    const response = await owner.request.post('/admin/graphql', { data: { query, variables } });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as T;
  };
  await admin('mutation ($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }', {
    input: { email, role: 'ORDERS' },
  });
  const mail = await mailWith(email, '/admin/invite?token=');
  const token = /\/admin\/invite\?token=([^\s>)&]+)/.exec(mail.text)?.[1] ?? '';
  const password = 'care-desk-monsoon-2026';
  const enrolled = await admin<{ acceptInvite: { totpSecret: string } }>(
    'mutation ($input: AcceptInviteInput!) { acceptInvite(input: $input) { totpSecret } }',
    { input: { token, name: 'Asha Care', password } },
  );
  await ownerContext.close();

  const context = await browser.newContext({ baseURL: process.env.SUTRA_BASE_URL, viewport: PHONE });
  const page = await context.newPage();
  await signInAsStaff(page, { email, password, secret: enrolled.acceptInvite.totpSecret });
  return { page, email, close: () => context.close() };
}

/** The page's width: wider than the viewport means sideways scrolling. */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
export { PHONE };
