import http from 'node:http';
import { CATALOGUE_WIDE, type CatalogChange } from '@sutra/rules';
import { call } from './accounts.js';
import { setSalePrice } from './catalog-fixtures.js';
import type { TestApi } from './test-api.js';

/** `GET /API/v1/catalog/changes` followed as a gateway follows it, for tests. */
export interface FollowedChanges {
  /** The version the stream started at (its `start` event). */
  start: number;
  /** The next change event, waiting for it; rejects if the stream ends first. */
  next(): Promise<CatalogChange>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens the stream on `origin` (a listening api) and reads its events by hand (the format is the point of the test):
 * blocks separated by a blank line, `event:` and `data:` lines, `:` comments. Over `node:http` on a connection of its
 * own, which `close` destroys (fetch's abort leaves fresh idle connections behind that hold the server's close up).
 */
export async function followChanges(origin: string): Promise<FollowedChanges> {
  const request = http.get(`${origin}/API/v1/catalog/changes`, {
    agent: false,
    headers: { accept: 'text/event-stream' },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`the stream answered ${response.statusCode}`);
  }
  response.setEncoding('utf8');
  const events: { event: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  let done = false;
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  const ended = (async () => {
    let buffer = '';
    try {
      for await (const chunk of response) {
        buffer += chunk as string;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n').filter((line) => !line.startsWith(':'));
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (event && data) events.push({ event, data });
          cut = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Cut by `close`.
    } finally {
      done = true;
      wake();
    }
  })();
  const take = async (): Promise<{ event: string; data: string }> => {
    for (;;) {
      const first = events.shift();
      if (first) return first;
      if (done) throw new Error('the stream ended');
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const first = await take();
  if (first.event !== 'start') throw new Error(`the stream began with ${first.event}`);
  return {
    start: (JSON.parse(first.data) as { version: number }).version,
    next: async () => {
      const { event, data } = await take();
      if (event !== 'change') throw new Error(`expected a change, got ${event}`);
      return JSON.parse(data) as CatalogChange;
    },
    ended,
    close: () => request.destroy(),
  };
}

/**
 * Makes a catalogue-wide change (a new price for `productId`, never the one it had) and answers the change it must be
 * announced as: a marker that tells, in the order of a stream's events, what was announced before it.
 */
export async function announceMarker(api: TestApi, productId: string): Promise<CatalogChange> {
  const { version } = (await call<{ version: number }>(api, 'GET', '/catalog/version')).body;
  await setSalePrice(api.database.db, productId, 100_000 + (version + 1) * 100);
  return { version: version + 1, scope: CATALOGUE_WIDE };
}

/** Reads `feed` past a marker made now: whatever was announced before it is passed over. */
export async function catchUp(feed: FollowedChanges, api: TestApi, productId: string): Promise<void> {
  const marker = await announceMarker(api, productId);
  while ((await feed.next()).version < marker.version);
}

/** The next event of `feed` is a marker made now: nothing was announced since the last event read. */
export async function expectNothingAnnounced(feed: FollowedChanges, api: TestApi, productId: string): Promise<void> {
  const marker = await announceMarker(api, productId);
  const next = await feed.next();
  if (next.version !== marker.version || next.scope !== marker.scope) {
    throw new Error(`announced before the marker: ${JSON.stringify(next)}`);
  }
}
