import { expect } from '@playwright/test';

export interface SandboxMail {
  to: string;
  subject: string;
  text: string;
  date: string;
}

/**
 * How often the sandbox's mailbox is read while a mail is awaited: a mail arrives within a second or two, and the
 * default's one-second steps after the first two seconds left each reading waiting up to a second longer than needed.
 * A read is one small local GET.
 */
export const MAIL_POLL_INTERVALS = [100, 250];

/** Waits for a mail to `to` at the sandbox whose text holds `marker`, and answers it. */
export async function mailWith(to: string, marker: string): Promise<SandboxMail> {
  const sandbox = process.env.SUTRA_SANDBOX_URL;
  if (!sandbox) throw new Error('SUTRA_SANDBOX_URL is not set (the store fixture in e2e/support/fixtures.ts sets it)');
  let found: SandboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${sandbox}/sandbox/mail?to=${encodeURIComponent(to)}`, {
          headers: { accept: 'application/json' },
        });
        found = ((await response.json()) as SandboxMail[]).find((m) => m.text.includes(marker));
        return Boolean(found);
      },
      { message: `a mail to ${to} holding ${marker}`, intervals: MAIL_POLL_INTERVALS },
    )
    .toBe(true);
  return found as SandboxMail;
}
