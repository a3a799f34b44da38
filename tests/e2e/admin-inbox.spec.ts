import { randomUUID } from 'node:crypto';
import { signUpAndLogIn } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { mailWith } from './support/mail.js';
import { PHONE, pageWidth, signedInOrdersMember } from './support/orders-staff.js';

/**
 * A buyer sends a contact query from the shop; a customer-care member (the `orders` role) finds it in the inbox on a
 * phone, answers it, and the reply arrives in the buyer's mailbox (the sandbox's) — once, marked handled.
 */
test('a contact query is answered from the inbox and the reply reaches the buyer by mail', async ({
  page,
  browser,
  ownerSession,
}) => {
  test.setTimeout(180_000);
  const buyer = await signUpAndLogIn(page, 'asks', 'Kabir Asker');
  const query = `Do you ship to Leh before Diwali? ${randomUUID()}`;
  await page.goto('/profile/contact');
  const form = page.getByRole('form', { name: 'Contact Us' });
  await form.getByRole('textbox', { name: /^Query/ }).fill(query);
  await form.getByRole('button', { name: 'Send Query' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for contacting us. We will get back to you soon.');

  const care = await signedInOrdersMember(browser, ownerSession);
  try {
    const desk = care.page;
    await desk.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Inbox' }).click();
    await desk.getByRole('combobox', { name: 'Kind' }).selectOption('contact');
    const item = desk.getByTestId('inbox-item').filter({ hasText: query });
    await expect(item).toBeVisible();
    await expect(item.getByText('Waiting')).toBeVisible();
    expect(await pageWidth(desk)).toBeLessThanOrEqual(PHONE.width);

    const answer = `Yes: Leh takes 7 to 9 days, so order by the 20th. ${randomUUID()}`;
    await item.getByLabel(`Reply by mail to ${buyer.email}`).fill(answer);
    await item.getByRole('button', { name: 'Send reply' }).click();
    // Answered items leave the waiting list; the handled list shows it with the reply.
    await desk.getByRole('combobox', { name: 'State' }).selectOption('handled');
    const handled = desk.getByTestId('inbox-item').filter({ hasText: query });
    await expect(handled.getByTestId('inbox-reply')).toContainText(answer);
    await expect(handled.getByText('Handled')).toBeVisible();

    const mail = await mailWith(buyer.email, answer);
    expect(mail.subject).toBe('Re: your question to Sutra');
    expect(mail.text).toContain(query);
  } finally {
    await care.close();
  }
});
