import http from 'node:http';
import https from 'node:https';
import { knownScope } from '@sutra/rules';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ChangeLog } from './change-log.js';

const startEvent = z.object({ version: z.number().int().nonnegative() });
const changeEvent = z.object({ version: z.number().int().nonnegative(), scope: z.string().min(1).max(200) });

/** The api sends a comment every 15 s while quiet: three missed means the connection is dead, not the catalogue. */
export const SILENCE_MS = 45_000;
/** How long `start` waits for the first answer before letting the gateway serve uncached. */
const FIRST_START_WAIT_MS = 5_000;
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2_000;

export interface CatalogChangesOptions {
  /** The api's origin (or its balancer's); the stream is `${apiUrl}/API/v1/catalog/changes`. */
  apiUrl: string;
  log: FastifyBaseLogger;
  /** A connection silent this long is given up and opened again. */
  silenceMs?: number;
}

/**
 * Follows the catalogue's changes as the api pushes them (`GET /API/v1/catalog/changes`, server-sent events fed by
 * the api's LISTEN on the database's notices), so this gateway hears of a change about when the apis do, instead of
 * asking twice a second. It holds one connection open (its own, not a pooled one) through whatever is in front of
 * the apis; when it ends, breaks or falls silent, the gateway stops following (its response cache is then neither
 * read nor written), opens a new one soon (100 ms, doubling to 2 s at most) and, once following again, treats every
 * answer cached before the new start as stale: notices sent meanwhile were missed.
 */
export class CatalogChanges {
  private readonly log = new ChangeLog();
  private readonly url: URL;
  private readonly silenceMs: number;
  private request: http.ClientRequest | undefined;
  private timer: NodeJS.Timeout | undefined;
  private following = false;
  private stopped = false;
  private failures = 0;
  private failing = false;
  private firstOutcome: (() => void) | undefined;

  constructor(private readonly options: CatalogChangesOptions) {
    this.url = new URL(`${options.apiUrl}/API/v1/catalog/changes`);
    this.silenceMs = options.silenceMs ?? SILENCE_MS;
  }

  /** The number of the last change heard while following; undefined while not following (nothing is cached then). */
  get version(): number | undefined {
    return this.following ? this.log.version : undefined;
  }

  /** The number of the last catalogue-wide change while following (the sitemaps are made again when it moves). */
  get catalogueVersion(): number | undefined {
    return this.following ? this.log.catalogueVersion : undefined;
  }

  /** Whether an answer a request started at `startedAt` made, showing `scopes`, may still be served. */
  isCurrent(startedAt: number, scopes: Iterable<string>): boolean {
    return this.following && this.log.isCurrent(startedAt, scopes);
  }

  /** Starts following; resolves once the first connection follows or failed (at most a few seconds). */
  async start(): Promise<void> {
    await new Promise<void>((resolve) => {
      const wait = setTimeout(resolve, FIRST_START_WAIT_MS);
      wait.unref();
      this.firstOutcome = () => {
        clearTimeout(wait);
        resolve();
      };
      this.connect();
    });
  }

  stop(): void {
    this.stopped = true;
    this.following = false;
    clearTimeout(this.timer);
    this.request?.destroy();
    this.request = undefined;
  }

  private settleFirst(): void {
    this.firstOutcome?.();
    this.firstOutcome = undefined;
  }

  /** Called by `start` and by `retry` (which does nothing once stopped, and whose timer `stop` clears). */
  private connect(): void {
    const client = this.url.protocol === 'https:' ? https : http;
    // A connection of its own (no agent), destroyed whole when given up.
    const request = client.get(this.url, {
      agent: false,
      timeout: this.silenceMs,
      headers: { accept: 'text/event-stream' },
    });
    this.request = request;
    let lost = false;
    const lose = (why: unknown) => {
      if (lost) return;
      lost = true;
      request.destroy();
      this.following = false;
      if (!this.stopped && !this.failing) {
        this.options.log.warn({ err: why }, 'catalogue changes: not following; cached answers are not used meanwhile');
      }
      this.failing = true;
      this.settleFirst();
      this.retry();
    };
    request.on('timeout', () => lose(new Error(`no word from the api in ${this.silenceMs} ms`)));
    request.on('error', lose);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        lose(new Error(`the api answered ${response.statusCode}`));
        return;
      }
      let started = false;
      const parser = createParser({
        onEvent: (message: EventSourceMessage) => {
          if (lost) return;
          if (message.event === 'start') {
            const start = startEvent.safeParse(safeJson(message.data));
            if (!start.success) return lose(new Error('the stream began with an unreadable start'));
            started = true;
            this.log.start(start.data.version);
            this.following = true;
            this.failures = 0;
            if (this.failing) this.options.log.info('catalogue changes: following again');
            this.failing = false;
            this.settleFirst();
          } else if (message.event === 'change') {
            const change = changeEvent.safeParse(safeJson(message.data));
            // A change it cannot read, or one before the start, may be one it needed: start over.
            if (!started || !change.success) return lose(new Error('the stream sent a change it cannot read'));
            this.log.record({ version: change.data.version, scope: knownScope(change.data.scope) });
          }
        },
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => parser.feed(chunk));
      response.on('error', lose);
      response.on('close', () => lose(new Error('the api ended the stream')));
    });
  }

  private retry(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), Math.min(FIRST_RETRY_MS * 2 ** this.failures, MAX_RETRY_MS));
    this.timer.unref();
    this.failures++;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
