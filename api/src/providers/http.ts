/** Calls to the store's third parties (Razorpay, Shiprocket): JSON over fetch, with a timeout and typed failures. */

import { outcomeOfStatus, recordUpstreamCall } from '@sutra/telemetry';

const TIMEOUT_MS = 10_000;

/** The provider could not be reached, timed out, or answered 5xx: worth trying again later. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    detail: string,
  ) {
    super(`${provider} is unavailable: ${detail}`);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider refused the request (4xx): trying again unchanged will not help. */
export class ProviderRejectedError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${provider} refused the request (${status}): ${JSON.stringify(body).slice(0, 500)}`);
    this.name = 'ProviderRejectedError';
  }
}

export interface JsonRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** How long to wait for the answer; 10 s unless a caller needs a shopper-facing answer sooner. */
  timeoutMs?: number;
}

/** Sends a JSON request and answers the parsed JSON body of a 2xx answer; anything else throws one of the above. */
export async function requestJson<T>(provider: string, request: JsonRequest): Promise<T> {
  const startedAt = performance.now();
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(request.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (error) {
    recordUpstreamCall(provider.toLowerCase(), 'failed', startedAt);
    throw new ProviderUnavailableError(provider, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  recordUpstreamCall(provider.toLowerCase(), outcomeOfStatus(response.status), startedAt);
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): keep the text for the error message.
  }
  if (response.status >= 500 || response.status === 429) {
    throw new ProviderUnavailableError(provider, `HTTP ${response.status}`);
  }
  if (!response.ok) throw new ProviderRejectedError(provider, response.status, body);
  return body as T;
}

/**
 * `work` (a provider's whole ask, a login included) within `ms`, else a `ProviderUnavailableError`: a stuck login must
 * not hold a shopper longer than the ask itself may.
 */
export function withinDeadline<T>(provider: string, work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderUnavailableError(provider, `no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
