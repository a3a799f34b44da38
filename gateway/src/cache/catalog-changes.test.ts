import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CatalogChanges } from './catalog-changes.js';

/**
 * `CatalogChanges` against a stand-in for the api's `GET /API/v1/catalog/changes`: a bare HTTP server that answers
 * each connection as the test says, and keeps what it was asked.
 */
const REVIEWS = 'reviews:7f1c7e5a-3b8e-4c1e-9d2a-5b0c2f9e4a11';
const OTHER_REVIEWS = 'reviews:0a5e2f9c-1d3b-4e6f-8a7c-9b2d4f6e8a10';

type Answer = (response: http.ServerResponse) => void;

const stream =
  (...events: [event: string, data: string][]): Answer =>
  (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    // In one write: the follower reads them in one go.
    response.write(events.map(([event, data]) => `event: ${event}\ndata: ${data}\n\n`).join('') || ': open\n\n');
  };

const send = (response: http.ServerResponse, event: string, data: unknown) =>
  response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

let server: http.Server;
let apiUrl: string;
/** How the next connections are answered, in turn (the last one for every connection after). */
let answers: Answer[];
let connections: { url: string; accept: string | undefined; response: http.ServerResponse; closed: boolean }[];
let followers: CatalogChanges[];
let warnings: string[];
/** Why it stopped following, as each warning says. */
let reasons: (string | undefined)[];
let notes: string[];
/** What the test looks at when a warning is logged (the state the follower is in as it says so). */
let atWarning: (() => unknown) | undefined;
let seenAtWarning: unknown[];
const log = {
  warn: (details: { err?: Error }, message: string) => {
    warnings.push(message);
    reasons.push(details.err?.message);
    seenAtWarning.push(atWarning?.());
  },
  info: (message: string) => notes.push(message),
} as unknown as FastifyBaseLogger;
const NOT_FOLLOWING = 'catalogue changes: not following; cached answers are not used meanwhile';

beforeEach(async () => {
  answers = [];
  connections = [];
  followers = [];
  warnings = [];
  reasons = [];
  notes = [];
  atWarning = undefined;
  seenAtWarning = [];
  server = http.createServer((request, response) => {
    const connection = { url: request.url ?? '', accept: request.headers.accept, response, closed: false };
    connections.push(connection);
    response.on('close', () => {
      connection.closed = true;
    });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    answer?.(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  vi.useRealTimers();
  for (const follower of followers) follower.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function follow(silenceMs?: number, url = apiUrl): CatalogChanges {
  const follower = new CatalogChanges({ apiUrl: url, log, ...(silenceMs ? { silenceMs } : {}) });
  followers.push(follower);
  return follower;
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 20_000, interval: 20 });

describe('following the catalogue changes the api pushes', () => {
  it('follows from the start the api sends, and hears each change as it comes', async () => {
    answers = [stream(['start', '{"version":7}'])];
    const changes = follow();
    expect(changes.version).toBeUndefined();
    await changes.start();
    expect(connections.map(({ url, accept }) => ({ url, accept }))).toEqual([
      { url: '/API/v1/catalog/changes', accept: 'text/event-stream' },
    ]);
    expect(changes.version).toBe(7);
    expect(changes.catalogueVersion).toBe(7);
    expect(changes.isCurrent(7, [REVIEWS])).toBe(true);
    // Nothing is known of what came before the start.
    expect(changes.isCurrent(6, [])).toBe(false);

    const response = connections[0]?.response as http.ServerResponse;
    send(response, 'change', { version: 8, scope: REVIEWS });
    await waitFor(() => expect(changes.version).toBe(8));
    expect(changes.isCurrent(7, [REVIEWS])).toBe(false);
    expect(changes.isCurrent(7, [OTHER_REVIEWS])).toBe(true);
    expect(changes.catalogueVersion).toBe(7);

    // A scope it does not know of counts as a change to the whole catalogue.
    send(response, 'change', { version: 9, scope: 'price:something' });
    await waitFor(() => expect(changes.catalogueVersion).toBe(9));
    expect(changes.isCurrent(8, [OTHER_REVIEWS])).toBe(false);
    expect(connections).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('stops following when stopped, and closes its connection', async () => {
    answers = [stream(['start', '{"version":3}'])];
    const changes = follow();
    await changes.start();
    expect(changes.version).toBe(3);
    changes.stop();
    expect(changes.version).toBeUndefined();
    expect(changes.catalogueVersion).toBeUndefined();
    expect(changes.isCurrent(3, [])).toBe(false);
    await waitFor(() => expect(connections[0]?.closed).toBe(true));
    // Nor does it try again (the first try after a loss comes after 100 ms).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(connections).toHaveLength(1);
    expect(changes.version).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('stops following when the stream ends, and once following again holds answers from before the new start stale', async () => {
    answers = [stream(['start', '{"version":4}']), stream(['start', '{"version":6}'])];
    const changes = follow();
    await changes.start();
    expect(changes.isCurrent(4, [])).toBe(true);
    atWarning = () => ({ version: changes.version, current: changes.isCurrent(4, []) });
    connections[0]?.response.end();
    await waitFor(() => expect(connections).toHaveLength(2));
    await waitFor(() => expect(changes.version).toBe(6));
    expect(changes.isCurrent(4, [])).toBe(false);
    expect(changes.isCurrent(6, [])).toBe(true);
    expect(warnings).toEqual([NOT_FOLLOWING]);
    expect(reasons).toEqual(['the api ended the stream']);
    // Not following from the moment it says so.
    expect(seenAtWarning).toEqual([{ version: undefined, current: false }]);
    expect(notes).toEqual(['catalogue changes: following again']);
  });

  it('serves uncached while the api refuses the stream, warning once, and follows once it answers', async () => {
    const refuse: Answer = (response) => response.writeHead(503).end();
    answers = [refuse, refuse, refuse, stream(['start', '{"version":2}'])];
    const changes = follow();
    // The first failure lets the gateway start (uncached) at once.
    await changes.start();
    expect(changes.version).toBeUndefined();
    expect(changes.isCurrent(0, [])).toBe(false);
    await waitFor(() => expect(changes.version).toBe(2));
    expect(connections).toHaveLength(4);
    expect(warnings).toEqual([NOT_FOLLOWING]);
    expect(reasons).toEqual(['the api answered 503']);
    expect(notes).toEqual(['catalogue changes: following again']);
  });

  it('tries again soon after a failure, waiting longer after each one', async () => {
    const refuse: Answer = (response) => response.writeHead(503).end();
    answers = [refuse, refuse, refuse, stream(['start', '{"version":2}'])];
    const changes = follow();
    const at: number[] = [];
    server.on('request', () => at.push(performance.now()));
    await changes.start();
    await waitFor(() => expect(changes.version).toBe(2));
    const waits = at.slice(1).map((time, i) => time - (at[i] as number));
    // 100 ms, then 200, then 400: never sooner (a busy machine may make them later).
    expect(waits[0]).toBeGreaterThanOrEqual(95);
    expect(waits[1]).toBeGreaterThanOrEqual(195);
    expect(waits[2]).toBeGreaterThanOrEqual(395);
  });

  const UNREADABLE_START = 'the stream began with an unreadable start';
  const UNREADABLE_CHANGE = 'the stream sent a change it cannot read';
  it.each([
    ['a start it cannot read', [['start', '{"version":-1}']], UNREADABLE_START],
    ['a start that is not JSON', [['start', 'seven']], UNREADABLE_START],
    [
      'a start it cannot read, whatever follows it',
      [
        ['start', '{"version":-1}'],
        ['start', '{"version":8}'],
      ],
      UNREADABLE_START,
    ],
    ['a change before the start', [['change', `{"version":8,"scope":"${REVIEWS}"}`]], UNREADABLE_CHANGE],
  ] as [string, [string, string][], string][])('starts over on %s', async (_what, events, reason) => {
    answers = [stream(...events), stream(['start', '{"version":9}'])];
    const changes = follow();
    await changes.start();
    expect(changes.version).toBeUndefined();
    await waitFor(() => expect(changes.version).toBe(9));
    expect(connections).toHaveLength(2);
    expect(connections[0]?.closed).toBe(true);
    expect(reasons).toEqual([reason]);
  });

  it('starts over on a change it cannot read', async () => {
    answers = [stream(['start', '{"version":7}'], ['change', '{"version":8}']), stream(['start', '{"version":9}'])];
    const changes = follow();
    await changes.start();
    await waitFor(() => expect(changes.version).toBe(9));
    expect(connections).toHaveLength(2);
    expect(reasons).toEqual([UNREADABLE_CHANGE]);
  });

  it('speaks TLS to an api at an https address', async () => {
    answers = [stream(['start', '{"version":1}'])];
    const changes = follow(undefined, apiUrl.replace('http:', 'https:'));
    await changes.start();
    // The stand-in speaks plain HTTP: the handshake fails, and nothing is followed.
    expect(changes.version).toBeUndefined();
    expect(warnings).toEqual([NOT_FOLLOWING]);
  });

  it('ignores events of other kinds', async () => {
    answers = [stream(['start', '{"version":5}'], ['hello', '{"version":50}'])];
    const changes = follow();
    await changes.start();
    send(connections[0]?.response as http.ServerResponse, 'change', { version: 6, scope: '*' });
    await waitFor(() => expect(changes.version).toBe(6));
    expect(connections).toHaveLength(1);
  });

  it('gives up a connection silent for too long, and opens another', async () => {
    answers = [stream(['start', '{"version":1}']), stream(['start', '{"version":1}'])];
    const changes = follow(300);
    await changes.start();
    expect(changes.version).toBe(1);
    await waitFor(() => expect(connections).toHaveLength(2));
    expect(connections[0]?.closed).toBe(true);
    expect(warnings).toEqual([NOT_FOLLOWING]);
    expect(reasons).toEqual(['no word from the api in 300 ms']);
  });

  it('lets the gateway start uncached when the api does not answer within 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answers = [() => undefined];
    const asked = new Promise((resolve) => server.once('request', resolve));
    const changes = follow();
    let started = false;
    const starting = changes.start().then(() => {
      started = true;
    });
    await asked;
    await vi.advanceTimersByTimeAsync(4_900);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await starting;
    expect(changes.version).toBeUndefined();
  });
});
