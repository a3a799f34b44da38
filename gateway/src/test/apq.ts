import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * Sends an operation as the web app does: an automatic persisted query by GET (the hash alone first; the query too
 * when the gateway does not know the hash yet).
 */
export async function apqGet(
  gateway: FastifyInstance,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const params: Record<string, string> = {
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }),
    ...(variables ? { variables: JSON.stringify(variables) } : {}),
  };
  const send = (withQuery: boolean) =>
    gateway.inject({
      method: 'GET',
      url: '/graphql',
      query: withQuery ? { ...params, query } : params,
      headers: { 'apollo-require-preflight': 'true', ...headers },
    });
  const first = await send(false);
  if (first.json().errors?.[0]?.extensions?.code !== 'PERSISTED_QUERY_NOT_FOUND') return first;
  return send(true);
}

/** Waits until `check` answers true, asking again every 50 ms, for at most `timeoutMs`; answers the time it took. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
