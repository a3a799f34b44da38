import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { pngImage } from '@sutra/api/test-images';
import { logInAndLand, shopperAddress, signUpViaApi, uniqueEmail } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { mailWith } from './support/mail.js';
import { deliverOrder, placeOrder, tokenFor } from './support/orders.js';

test.use(shopperAddress(21));

/** The store's mailbox (STORE_MAILBOX's default): copies of feedback, queries and return requests go there. */
const STORE_MAILBOX = 'care@sutra.in';
const account = { email: uniqueEmail('support'), password: 'bandhgala-21', name: 'Kabir Rathore' };

async function openAsBuyer(page: Page, path: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logInAndLand(page, account.email, account.password, new RegExp(`${path}$`));
}

test.describe('support forms', () => {
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: process.env.SUTRA_BASE_URL, ...shopperAddress(21) });
    await signUpViaApi(request, account);
    await request.dispose();
  });

  test('a buyer sends feedback: the form clears and the store gets a copy', async ({ page }) => {
    await openAsBuyer(page, '/profile/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Send Feedback' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Send Feedback' });
    await form.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(form.getByText('Message is required')).toBeVisible();

    // The buyer's own name and email are there to start with (and after sending).
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(account.name);
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(account.email);
    const message = `The navy bandhgala fits perfectly. ${randomUUID()}`;
    await form.getByRole('textbox', { name: /^Message/ }).fill(message);
    await form.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you for your feedback!');
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(account.email);
    await expectNoSeriousA11yViolations(page, '/profile/feedback');

    const copy = await mailWith(STORE_MAILBOX, message);
    expect(copy.subject).toBe(`Feedback from ${account.name}`);
  });

  test("a buyer sends a contact query beside the store's contact details; the store's mailbox gets it", async ({
    page,
  }) => {
    await openAsBuyer(page, '/profile/contact');
    const info = page.getByTestId('contact-info');
    await expect(info.getByRole('link', { name: 'care@sutra.in' })).toBeVisible();
    await expect(info).toContainText('Jaipur, Rajasthan');

    const query = `Can you shorten trouser hems before dispatch? ${randomUUID()}`;
    const form = page.getByRole('form', { name: 'Contact Us' });
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(account.name);
    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(account.email);
    await form.getByRole('textbox', { name: /^Query/ }).fill(query);
    await form.getByRole('button', { name: 'Send Query' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you for contacting us. We will get back to you soon.');
    await expect(form.getByRole('textbox', { name: /^Query/ })).toHaveValue('');

    const copy = await mailWith(STORE_MAILBOX, query);
    expect(copy.subject).toBe(`Contact query from ${account.name}`);
    expect(copy.text).toContain(`${account.name} <${account.email}>`);
  });

  test('a buyer asks to return a delivered order with two photos, not before it arrives', async ({ page, request }) => {
    const token = await tokenFor(request, account.email, account.password);
    const orderNumber = await placeOrder(request, token);

    await openAsBuyer(page, '/profile/return');
    const form = page.getByRole('form', { name: 'Request Return' });
    await form.getByRole('button', { name: 'Submit Return Request' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill all required fields including images.');

    await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(account.email);
    await form.getByRole('textbox', { name: /^Order Number/ }).fill(orderNumber);
    await form
      .getByRole('combobox', { name: /^Reason for Return/ })
      .selectOption({ label: "Product size doesn't fit" });
    await form.getByTestId('return-images-input').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: pngImage({ size: 48, rgb: [27, 42, 74] }) },
      { name: 'tag.png', mimeType: 'image/png', buffer: pngImage({ size: 48, rgb: [201, 162, 39] }) },
    ]);
    await expect(form.getByTestId('return-image')).toHaveCount(2);
    await expect(form.getByRole('img', { name: 'Attachment 2: tag.png' })).toBeVisible();
    // The previews show real pictures (decoded by the browser), and every upload finishes.
    await expect
      .poll(() =>
        form
          .getByRole('img', { name: 'Attachment 1: front.png' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(48);
    await expect(form.getByLabel(/^Uploading/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/profile/return');

    // Not delivered yet: the store says so, and the form keeps everything for later.
    await form.getByRole('button', { name: 'Submit Return Request' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      `Order ${orderNumber} has not been delivered yet. You can ask for a return once it has arrived.`,
    );
    await expect(form.getByRole('textbox', { name: /^Order Number/ })).toHaveValue(orderNumber);
    await expect(form.getByTestId('return-image')).toHaveCount(2);

    await deliverOrder(request, token, orderNumber);
    await form.getByRole('button', { name: 'Submit Return Request' }).click();
    await expect(form.getByRole('status')).toHaveText('Return request submitted!');
    await expect(form.getByRole('textbox', { name: /^Order Number/ })).toHaveValue('');
    await expect(form.getByTestId('return-image')).toHaveCount(0);

    const copy = await mailWith(STORE_MAILBOX, `Order number: ${orderNumber}`);
    expect(copy.subject).toBe(`Return request from ${account.name}`);
    const links = copy.text.match(/https?:\/\/\S+\/media\/uploads\/[0-9a-f]{32}\.png/g) ?? [];
    expect(links).toHaveLength(2);
  });
});
