import type { Page } from '@playwright/test';
import { logInAndLand, shopperAddress, signUpViaApi, uniqueEmail } from './support/accounts.js';
import { collectConsoleErrors, collectPageErrors } from './support/errors.js';
import { expect, test } from './support/fixtures.js';

test.use(shopperAddress(32));

const carousel = (page: Page) => page.getByTestId('reviews-carousel');
const shownSlides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
const pageButtons = (page: Page) => carousel(page).getByRole('button', { name: /^Show reviews page/ });

test.describe('static pages', () => {
  test('About: tabs on a wide screen, an accordion on a phone, and the reviews carousel at each width', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const consoleErrors = collectConsoleErrors(page);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    // Desktop: four tabs, one story at a time, Read More reveals the rest.
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Introduction', 'Our Vision', 'What Sets Us Apart', 'Our Commitment']);
    await page.getByRole('tab', { name: 'What Sets Us Apart' }).click();
    const panel = page.getByRole('tabpanel', { name: 'What Sets Us Apart' });
    await expect(panel).toContainText('half-canvassed');
    await expect(panel.getByText(/mills we have visited/)).toBeHidden();
    await panel.getByRole('button', { name: 'Read More' }).click();
    await expect(panel.getByText(/mills we have visited/)).toBeVisible();
    await expect(page.getByTestId('promise-tiles').getByRole('heading', { level: 3 })).toHaveText([
      '14-Day Returns',
      'Free Shipping',
      '24/7 Support',
      'Member Discounts',
    ]);

    // Three reviews a page from 1024 px; Next turns to the second page.
    await expect(shownSlides(page)).toHaveCount(3);
    await expect(pageButtons(page)).toHaveCount(2);
    await carousel(page).getByRole('button', { name: 'Next reviews' }).click();
    await expect(pageButtons(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(shownSlides(page).first()).toHaveAttribute('aria-label', '4 of 6');
    await expect(shownSlides(page).first()).toBeInViewport();

    // Two a page from 640 px, one below.
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(shownSlides(page)).toHaveCount(2);
    await expect(pageButtons(page)).toHaveCount(3);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(shownSlides(page)).toHaveCount(1);
    await expect(pageButtons(page)).toHaveCount(6);
    await pageButtons(page).nth(4).click();
    await expect(shownSlides(page)).toHaveAttribute('aria-label', '5 of 6');

    // Phone: the story is an accordion, and tapping the open section closes it.
    await expect(page.getByRole('tab')).toHaveCount(0);
    const vision = page.getByRole('button', { name: 'Our Vision' });
    await expect(page.getByRole('button', { name: 'Introduction' })).toHaveAttribute('aria-expanded', 'true');
    await vision.click();
    await expect(vision).toHaveAttribute('aria-expanded', 'true');
    // The tabs are in the page too (the same HTML at every width), out of sight: read the accordion's copy.
    const accordion = page.getByTestId('about-accordion');
    await expect(accordion.getByText(/as easy to own in Jorhat or Jodhpur/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Introduction' })).toHaveAttribute('aria-expanded', 'false');
    await vision.click();
    await expect(vision).toHaveAttribute('aria-expanded', 'false');
    await expect(accordion.getByText(/as easy to own in Jorhat or Jodhpur/)).toBeHidden();
    await expect(page.getByText(/as easy to own in Jorhat or Jodhpur/).filter({ visible: true })).toHaveCount(0);

    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('About: the carousel keeps still for a shopper who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await expect(shownSlides(page)).toHaveCount(3);
    await expect(carousel(page).getByRole('button', { name: /automatic sliding/ })).toHaveCount(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(carousel(page).getByRole('button', { name: 'Pause automatic sliding' })).toBeVisible();
    await carousel(page).getByRole('button', { name: 'Pause automatic sliding' }).click();
    await expect(carousel(page).getByRole('button', { name: 'Start automatic sliding' })).toBeVisible();
  });

  test('Policy: the five headings for everyone, the Return link once signed in', async ({ page, request }) => {
    const account = { email: uniqueEmail('policy'), password: 'bandhgala-21', name: 'Devendra Singh' };
    await signUpViaApi(request, account);

    await page.goto('/policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.getByTestId('policy-banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Terms',
      'Limitations',
      'Revisions and errata',
      'Site terms of use modifications',
      'Risks',
    ]);
    await expect(page.getByRole('link', { name: 'Request a Return' })).toHaveCount(0);

    await page.getByTestId('policy-returns').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Freturn$/);
    await page.goto('/login?redirect=%2Fpolicy');
    await logInAndLand(page, account.email, account.password, /\/policy$/);
    await page.getByRole('link', { name: 'Request a Return' }).click();
    await expect(page).toHaveURL(/\/profile\/return$/);
  });

  test('Invoices: CGST + SGST within Rajasthan, IGST to Karnataka, and printing gives the invoice alone on one A4 page', async ({
    page,
  }) => {
    await page.goto('/invoice-1');
    const invoice = page.getByTestId('tax-invoice');
    await expect(invoice.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
    await expect(invoice).toContainText('GSTIN08AAKCS4821M1ZW');
    await expect(page.getByTestId('place-of-supply')).toHaveText('08 – Rajasthan');
    const items = page.getByTestId('invoice-items');
    await expect(items.getByRole('columnheader', { name: 'CGST', exact: true })).toBeVisible();
    await expect(items.getByRole('columnheader', { name: 'SGST', exact: true })).toBeVisible();
    await expect(items.getByRole('columnheader', { name: 'IGST', exact: true })).toHaveCount(0);
    await expect(items).toContainText('62031100');
    await expect(page.getByTestId('invoice-total')).toHaveText('₹18,086.00');
    await expect(page.getByTestId('amount-in-words')).toContainText('Rupees Eighteen Thousand Eighty-Six Only');

    // On paper: the invoice, without the header, footer or the page's own controls.
    await page.emulateMedia({ media: 'print' });
    await expect(invoice).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print invoice' })).toBeHidden();
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages, 'printed A4 pages').toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: /See the other sample/ }).click();
    await expect(page).toHaveURL(/\/invoice-2$/);
    await expect(page.getByTestId('place-of-supply')).toHaveText('29 – Karnataka');
    await expect(
      page.getByTestId('invoice-items').getByRole('columnheader', { name: 'IGST', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByTestId('invoice-items').getByRole('columnheader', { name: 'CGST', exact: true }),
    ).toHaveCount(0);
    await expect(page.getByTestId('invoice-total')).toHaveText('₹14,696.00');
  });

  test('Footer: columns or accordion by width, the newsletter checks the email, and Help links land on their topic', async ({
    page,
  }) => {
    await page.goto('/policy');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2, name: 'Useful Links' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Sutra on Instagram (opens in a new tab)' })).toBeVisible();

    // The newsletter: empty, then malformed, then thanks.
    const email = footer.getByRole('textbox', { name: 'Email address' });
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Email is required')).toBeVisible();
    await expect(email).toBeFocused();
    await email.fill('kabir@example');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter a valid email')).toBeVisible();
    await email.fill('kabir@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText(
      'Thank you for subscribing. Look out for our next letter at kabir@example.com.',
    );

    // A phone folds the columns.
    await page.setViewportSize({ width: 375, height: 800 });
    const help = footer.getByRole('button', { name: 'Help' });
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: 'Returns & Exchanges' })).toBeHidden();
    await help.click();
    await footer.getByRole('link', { name: 'Returns & Exchanges' }).click();
    await expect(page).toHaveURL(/\/support#returns$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Returns & exchanges' })).toBeInViewport();
  });
});
