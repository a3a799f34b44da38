import type { WhatsAppJson } from './controls.js';

/** The sandbox's answer to a quick-reply tap: whether the api took its webhook, and the api's HTTP status. */
export interface QuickReplyAnswer {
  delivered: boolean;
  status: number | null;
}

/** Reads and drives the WhatsApp sandbox over HTTP (tests of other packages use it). */
export interface WhatsAppSandboxClient {
  /** Template messages sent to `to` (ten digits or international), newest first; all when no number is given. */
  list(to?: string): Promise<WhatsAppJson[]>;
  /**
   * Waits until a message to `to` (of `template`, when given) has been sent and answers the newest such; `count` waits
   * for that many; `status` for the newest to reach it (`delivered`, `failed`).
   */
  waitFor(
    to: string,
    options?: { template?: string; count?: number; status?: WhatsAppJson['status']; timeoutMs?: number },
  ): Promise<WhatsAppJson>;
  /** The buyer taps the quick reply labelled `buttonText` on message `messageId`. */
  tapQuickReply(messageId: string, buttonText: string): Promise<QuickReplyAnswer>;
  /** Makes every send answer 503 (true) or work again (false). */
  outage(down: boolean): Promise<void>;
  /** Marks a number as not on WhatsApp: its messages are accepted, then fail by webhook (131026). */
  unreachable(to: string): Promise<void>;
  /** Empties the inbox and resets the switches. */
  clear(): Promise<void>;
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

export function whatsappSandboxClient(sandboxUrl: string): WhatsAppSandboxClient {
  const base = `${sandboxUrl.replace(/\/$/, '')}/sandbox/whatsapp`;
  const post = async (path: string, body: unknown, what: string) =>
    ok(
      await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      what,
    );
  const list = async (to?: string): Promise<WhatsAppJson[]> => {
    const query = to ? `?to=${encodeURIComponent(to)}` : '';
    const response = await ok(await fetch(`${base}${query}`, { headers: { accept: 'application/json' } }), 'GET');
    return (await response.json()) as WhatsAppJson[];
  };
  return {
    list,
    waitFor: async (to, { template, count = 1, status, timeoutMs = 10_000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = (await list(to)).filter((m) => !template || m.template === template);
        const newest = matching[0];
        if (newest && matching.length >= count && (!status || newest.status === status)) return newest;
        if (Date.now() > deadline) {
          const what = `${count} WhatsApp message(s)${template ? ` of ${template}` : ''}${status ? ` ${status}` : ''}`;
          throw new Error(`no ${what} to ${to} within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    tapQuickReply: async (messageId, buttonText) => {
      const message = (await list()).find((m) => m.id === messageId);
      if (!message) throw new Error(`no WhatsApp message ${messageId}`);
      const index = message.buttons.findIndex((b) => b.kind === 'quick_reply' && b.text === buttonText);
      if (index < 0) throw new Error(`message ${messageId} has no quick reply "${buttonText}"`);
      const response = await post(`/messages/${encodeURIComponent(messageId)}/reply`, { index }, 'reply');
      return (await response.json()) as QuickReplyAnswer;
    },
    outage: async (down) => {
      await post('/outage', { down }, 'outage');
    },
    unreachable: async (to) => {
      await post('/unreachable', { to }, 'unreachable');
    },
    clear: async () => {
      await ok(await fetch(base, { method: 'DELETE' }), 'DELETE');
    },
  };
}
