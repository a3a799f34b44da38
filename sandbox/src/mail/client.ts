import type { MailJson } from './routes.js';

/** Reads a sandbox's mailbox over HTTP, as any client of `GET /sandbox/mail` would (tests use it). */
export interface MailboxClient {
  /** Mail delivered to `to`, newest first. */
  list(to: string): Promise<MailJson[]>;
  /** Waits until `to` has received at least `count` mails (default 1) and answers them, newest first. */
  waitFor(to: string, options?: { count?: number; timeoutMs?: number }): Promise<MailJson[]>;
}

export function mailboxClient(sandboxUrl: string): MailboxClient {
  const list = async (to: string): Promise<MailJson[]> => {
    const response = await fetch(`${sandboxUrl}/sandbox/mail?to=${encodeURIComponent(to)}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET /sandbox/mail answered ${response.status}`);
    return (await response.json()) as MailJson[];
  };
  return {
    list,
    waitFor: async (to, { count = 1, timeoutMs = 5000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = await list(to);
        if (mails.length >= count) return mails;
        if (Date.now() > deadline) throw new Error(`no ${count} mail(s) for ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
