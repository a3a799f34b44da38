import { ApolloLink } from '@apollo/client';

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Random non-zero ids (all zeros is W3C's invalid id): 16 bytes for a trace, 8 for a span. */
function randomId(length: 16 | 8): string {
  for (;;) {
    const id = hex(crypto.getRandomValues(new Uint8Array(length)));
    if (/[^0]/.test(id)) return id;
  }
}

/** A W3C `traceparent` for a new trace, sampled: the servers record it when they export traces at all. */
export const newTraceparent = (): string => `00-${randomId(16)}-${randomId(8)}-01`;

/**
 * Starts a trace for every GraphQL request the browser sends (its `traceparent` header), so an operator can follow
 * one shopper's click through the gateway, the api and the providers, and find its lines in every service's log by
 * the trace id. A link of a few lines rather than OpenTelemetry's web SDK: the browser records no spans of its own,
 * and the SDK's weight is not worth a header.
 */
export const traceLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, traceparent: newTraceparent() },
  }));
  return forward(operation);
});
