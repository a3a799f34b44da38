import { outcomeOfStatus, recordUpstreamCall } from '@sutra/telemetry';
import { Agent, type Dispatcher, request } from 'undici';

export interface JsonAnswer {
  status: number;
  /** The parsed JSON body; undefined for an empty body, or (on a refusal, status ≥ 400) a body that is not JSON. */
  data: unknown;
  /** A refusal's `Retry-After`, in seconds, when it sent one (a rate limit's 429). */
  retryAfterSeconds?: number;
}

/** Keep-alive sockets to one upstream, closed idle before the upstream's own keep-alive (Fastify's: 72 s) runs out. */
export const keepAliveDispatcher = (connections: number): Dispatcher =>
  new Agent({ connections, keepAliveTimeout: 10_000 });

/**
 * One JSON call over undici, bounded by `timeoutMs` from start to the last byte. A success (status < 400) whose body
 * is not JSON throws (an upstream fault); a refusal's body is read when it is JSON, for its message.
 *
 * undici rather than axios: the gateway's cost per listing is mostly moving the api's JSON, and axios's layers
 * (config merging, interceptors, follow-redirects, response transforms) measured about 13 % of its CPU under load.
 */
export async function jsonRequest(
  dispatcher: Dispatcher,
  url: string,
  init: {
    method: Dispatcher.HttpMethod;
    headers: Record<string, string>;
    body?: unknown;
    timeoutMs: number;
    /** Whom the call goes to, for the metrics (`api`, `shiprocket`). */
    upstream: string;
  },
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const startedAt = performance.now();
  let response: Dispatcher.ResponseData;
  let text: string;
  try {
    response = await request(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      dispatcher,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    text = await response.body.text();
  } catch (error) {
    recordUpstreamCall(init.upstream, 'failed', startedAt);
    throw error;
  }
  recordUpstreamCall(init.upstream, outcomeOfStatus(response.statusCode), startedAt);
  if (response.statusCode < 400) return { status: response.statusCode, data: text ? JSON.parse(text) : undefined };
  const retryAfter = Number(response.headers['retry-after']);
  const refusal = Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {};
  try {
    return { status: response.statusCode, data: text ? JSON.parse(text) : undefined, ...refusal };
  } catch {
    return { status: response.statusCode, data: undefined, ...refusal };
  }
}
