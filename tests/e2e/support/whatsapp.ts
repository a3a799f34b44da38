import { expect, type Page } from '@playwright/test';

/** A message in the sandbox's WhatsApp inbox, as `GET /sandbox/whatsapp` lists it. */
export interface WhatsAppInboxMessage {
  id: string;
  template: string;
  params: string[];
  text: string;
  buttons: { kind: string; text: string; url?: string }[];
}

const sandbox = () => {
  const url = process.env.SUTRA_SANDBOX_URL;
  if (!url) throw new Error('SUTRA_SANDBOX_URL is not set (the store fixture in e2e/support/fixtures.ts sets it)');
  return url;
};

/** Waits until the sandbox's WhatsApp has a message of `template` for `mobile`, and answers it. */
export async function whatsappMessage(mobile: string, template: string): Promise<WhatsAppInboxMessage> {
  let found: WhatsAppInboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${sandbox()}/sandbox/whatsapp?to=${mobile}`, {
          headers: { accept: 'application/json' },
        });
        found = ((await response.json()) as WhatsAppInboxMessage[]).find((m) => m.template === template);
        return Boolean(found);
      },
      { message: `a ${template} WhatsApp message to ${mobile}`, timeout: 30_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return found as WhatsAppInboxMessage;
}

/** The sandbox's WhatsApp inbox page for `mobile`: a page of the sandbox's, so no app hydrates there. */
export async function openWhatsAppInbox(page: Page, mobile: string): Promise<void> {
  await page.goto(`${sandbox()}/sandbox/whatsapp?to=${mobile}`, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
}
