import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { mailWith } from './support/mail.js';
import { openBackOffice, signInAsStaff } from './support/staff.js';

/**
 * The demo owner invites a catalogue member; the invitation mail's link opens the join page, where the member sets a
 * password and reads their authenticator secret, then signs in with a code computed from it and sees neither Staff
 * nor the audit log. The owner finds the invitation in the audit log. Each page fits a 375 px phone.
 */

const PHONE = { width: 375, height: 740 };

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('the owner invites a catalogue member, who joins with the mailed link and signs in with their own code', async ({
  page,
  browser,
  ownerSession,
}) => {
  test.setTimeout(180_000);
  const email = `joiner-${Date.now().toString(36)}@sutra.in`;
  await page.setViewportSize(PHONE);
  // The owner's session, signed in once per worker: a second sign-in within a code's 30 s would wait for the next.
  await page.context().addCookies(ownerSession.cookies);
  await openBackOffice(page);

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Staff' }).click();
  const invite = page.getByRole('form', { name: 'Invite staff' });
  await invite.getByLabel(/^Email/).fill(email);
  await invite.getByLabel('Role').selectOption('CATALOGUE');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText(`Invitation mailed to ${email}`);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);

  const mail = await mailWith(email, '/admin/invite?token=');
  const link = new URL(/https?:\/\/\S+\/admin\/invite\?token=[^\s>)]+/.exec(mail.text)?.[0] ?? '');

  // The member, in a browser of their own, opens the link and joins.
  const member = await browser.newContext({ baseURL: process.env.SUTRA_BASE_URL, viewport: PHONE });
  const memberPage = await member.newPage();
  await memberPage.goto(`${link.pathname}${link.search}`);
  await memberPage.getByLabel(/^Your name/).fill('Asha Rao');
  await memberPage
    .getByLabel(/^Password/)
    .first()
    .fill('short');
  await memberPage.getByRole('button', { name: 'Join' }).click();
  await expect(memberPage.getByText('Use at least 10 characters')).toBeVisible();
  const password = 'monsoon-linen-2026';
  await memberPage
    .getByLabel(/^Password/)
    .first()
    .fill(password);
  await memberPage.getByRole('button', { name: 'Join' }).click();
  const secret = (await memberPage.getByTestId('invite-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(memberPage.getByTestId('invite-qr').locator('svg')).toBeVisible();
  expect(await noSidewaysScroll(memberPage)).toBeLessThanOrEqual(PHONE.width);

  await memberPage.getByRole('link', { name: 'Sign in with a code from the app' }).click();
  await signInAsStaff(memberPage, { email, password, secret });
  const sections = memberPage.getByRole('navigation', { name: 'Admin sections' });
  await expect(sections.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  // The api decides, whatever the menu shows: the address typed in is refused.
  await memberPage.goto('/admin/staff');
  await expect(memberPage.getByRole('alert')).toContainText('Only the owner manages staff');
  await member.close();

  // The owner finds the invitation in the audit log, filtered by its action (kept in the URL).
  await page.goto('/admin/audit', { waitUntil: 'commit' });
  const filters = page.getByRole('form', { name: 'Audit filters' });
  await filters.getByLabel(/^Action/).fill('staff.invite');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?action=staff\.invite$/);
  await expect(page.getByTestId('audit-entry').filter({ hasText: email }).first()).toBeVisible();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);
});
