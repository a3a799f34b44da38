import { outcomeOfStatus, recordUpstreamCall } from '@sutra/telemetry';

const TIMEOUT_MS = 10_000;

/**
 * Why a channel did not take a message. `retryable`: the provider was down, slow, or asked to slow down (5xx, a
 * timeout, 429), so the same message may go through later; otherwise it refused this message for good (a bad number,
 * an unknown template, bad credentials) and sending it again unchanged will not help.
 */
export class ChannelError extends Error {
  constructor(
    readonly channel: 'whatsapp' | 'sms',
    readonly retryable: boolean,
    /** The provider's error code (Twilio's `21211`, WhatsApp's `132001` …), or the HTTP status, or `network`. */
    readonly code: string,
    detail: string,
  ) {
    super(`${channel} ${retryable ? 'unavailable' : 'refused the message'} (${code}): ${detail}`);
    this.name = 'ChannelError';
  }
}

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * One POST to a messaging provider, timed and counted like the store's other upstream calls. Answers the status and
 * the parsed body; a network failure or a timeout throws a retryable `ChannelError`.
 */
export async function postToProvider(
  channel: 'whatsapp' | 'sms',
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs?: number },
): Promise<ProviderAnswer> {
  const startedAt = performance.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', ...init.headers },
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (error) {
    recordUpstreamCall(channel, 'failed', startedAt);
    throw new ChannelError(channel, true, 'network', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  recordUpstreamCall(channel, outcomeOfStatus(response.status), startedAt);
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): kept as text for the error message.
  }
  return { status: response.status, body };
}

/** Whether an HTTP status is worth trying again later: the provider's fault or its rate limit, not the message's. */
export const retryableStatus = (status: number): boolean => status >= 500 || status === 429;
