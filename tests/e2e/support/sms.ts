import { randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import { smsSandboxClient } from '@sutra/sandbox';
import { MAIL_POLL_INTERVALS } from './mail.js';

/** A mobile number for this run, so journeys never meet an account from an earlier one. */
export const uniqueMobile = (): string => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/**
 * The code of the newest SMS to `mobile` at the sandbox's SMS inbox, read from WebOTP's last line (`@host #123456`),
 * once `count` SMS have arrived.
 */
export async function readSmsCode(mobile: string, count = 1): Promise<string> {
  const sandbox = process.env.SUTRA_SANDBOX_URL;
  if (!sandbox) throw new Error('SUTRA_SANDBOX_URL is not set (the store fixture in e2e/support/fixtures.ts sets it)');
  const inbox = smsSandboxClient(sandbox);
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await inbox.list(mobile);
        code = messages.length >= count ? /#(\d{6})$/.exec(messages[0]?.body ?? '')?.[1] : undefined;
        return code;
      },
      { message: `a code sent by SMS to ${mobile}`, intervals: MAIL_POLL_INTERVALS },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}
