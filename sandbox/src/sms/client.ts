import type { SmsJson } from './controls.js';

/** Reads and drives the SMS sandbox over HTTP, as any client of `/sandbox/sms` would (tests of other packages use it). */
export interface SmsSandboxClient {
  /** SMS sent to `to` (ten digits or E.164), newest first; all when no number is given. */
  list(to?: string): Promise<SmsJson[]>;
  /**
   * Waits until an SMS to `to` whose body matches `pattern` (any SMS when none) has been sent, and answers the newest
   * such; `count` waits for that many matching.
   */
  waitFor(to: string, options?: { pattern?: RegExp; count?: number; timeoutMs?: number }): Promise<SmsJson>;
  /** Makes every send answer 503 (true) or work again (false). */
  outage(down: boolean): Promise<void>;
  /** Empties the inbox and turns the outage off. */
  clear(): Promise<void>;
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

export function smsSandboxClient(sandboxUrl: string): SmsSandboxClient {
  const base = `${sandboxUrl.replace(/\/$/, '')}/sandbox/sms`;
  const list = async (to?: string): Promise<SmsJson[]> => {
    const query = to ? `?to=${encodeURIComponent(to)}` : '';
    const response = await ok(await fetch(`${base}${query}`, { headers: { accept: 'application/json' } }), 'GET');
    return (await response.json()) as SmsJson[];
  };
  return {
    list,
    waitFor: async (to, { pattern, count = 1, timeoutMs = 10_000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = (await list(to)).filter((m) => !pattern || pattern.test(m.body));
        const newest = matching[0];
        if (newest && matching.length >= count) return newest;
        if (Date.now() > deadline) {
          throw new Error(`no ${count} SMS to ${to}${pattern ? ` matching ${pattern}` : ''} within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    outage: async (down) => {
      await ok(
        await fetch(`${base}/outage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ down }),
        }),
        'outage',
      );
    },
    clear: async () => {
      await ok(await fetch(base, { method: 'DELETE' }), 'DELETE');
    },
  };
}
