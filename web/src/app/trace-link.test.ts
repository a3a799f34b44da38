import { ApolloLink, type FetchResult, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { newTraceparent, traceLink } from './trace-link';

/** Sends one operation through `traceLink` to a link that records the headers it was given. */
function send(): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const server = new ApolloLink(
      (operation) =>
        new Observable<FetchResult>((observer) => {
          resolve((operation.getContext().headers ?? {}) as Record<string, string>);
          observer.next({ data: { ok: true } });
          observer.complete();
        }),
    );
    ApolloLink.execute(
      ApolloLink.from([traceLink, server]),
      { query: gql('query Probe { ok }') },
      {
        client: {} as never,
      },
    ).subscribe({ error: reject });
  });
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

describe('traceLink', () => {
  it('sends a W3C traceparent with every operation, a new trace each time', async () => {
    const first = TRACEPARENT.exec((await send()).traceparent ?? '');
    const second = TRACEPARENT.exec((await send()).traceparent ?? '');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(first?.[1]).not.toBe(second?.[1]);
    expect(first?.[2]).not.toBe(second?.[2]);
  });

  it('never makes the all-zero ids W3C calls invalid', () => {
    for (let i = 0; i < 200; i++) {
      const [, traceId, spanId] = TRACEPARENT.exec(newTraceparent()) ?? [];
      expect(traceId).not.toBe('0'.repeat(32));
      expect(spanId).not.toBe('0'.repeat(16));
    }
  });
});
