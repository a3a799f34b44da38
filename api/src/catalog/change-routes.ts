import { PassThrough } from 'node:stream';
import type { CatalogChange } from '@sutra/rules';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddress } from '../auth/rate-limits.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../http/errors.js';
import { errorSchema } from '../http/schemas.js';
import type { CatalogChangeFeed, FollowRefusal } from './change-feed.js';
import { getCatalogVersion } from './version.js';

/**
 * A comment line this often keeps an idle stream's connection open through balancers and proxies (nginx closes an
 * upstream read idle for 60 s by default) and lets the follower tell a dead connection from a quiet catalogue.
 */
export const HEARTBEAT_MS = 15_000;

/** A follower that lets this much pile up unread is dropped (it follows again, from a fresh start). */
const MAX_UNREAD_BYTES = 1024 * 1024;

const REFUSALS: Record<FollowRefusal, () => HttpError> = {
  'not-listening': () =>
    new HttpError(
      503,
      'unavailable',
      'Catalogue changes cannot be followed on this server right now. Try again shortly.',
      {
        headers: { 'retry-after': '1' },
      },
    ),
  'too-many': () =>
    new HttpError(503, 'unavailable', 'Too many followers of catalogue changes. Try again shortly.', {
      headers: { 'retry-after': '5' },
    }),
  'too-many-from-address': () =>
    new HttpError(429, 'rate_limited', 'Too many followers of catalogue changes from this address.', {
      headers: { 'retry-after': '5' },
    }),
};

/** The stream as the answer (typed apart: the route's schema documents the events, not a body to serialize). */
const sendEvents = (reply: FastifyReply, stream: PassThrough) =>
  reply
    .type('text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    // Proxies that buffer answers (nginx) pass this one on as it comes.
    .header('x-accel-buffering', 'no')
    .send(stream);

const event = (name: 'start' | 'change', data: object) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** `GET /catalog/changes`: the catalogue's changes as server-sent events, as this replica hears them. */
export const catalogChangeRoutes =
  ({ db, feed }: { db: Db; feed: CatalogChangeFeed }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/catalog/changes',
      {
        schema: {
          tags: ['catalog'],
          produces: ['text/event-stream'],
          summary: "The catalogue's changes as they commit, pushed (server-sent events)",
          description:
            'A `text/event-stream` that stays open. First `event: start` with `{"version": n}`, the number of the ' +
            'last change committed: anything cached before it may be stale. Then one `event: change` per change ' +
            'committed, `{"version": n, "scope": s}`, where `s` is `*` (catalogue-wide: products, prices, stock ' +
            'flags, categories, filters, homepage), `reviews:<product id>` (its reviews and rating summary) or ' +
            '`reviewer:<buyer id>` (the name on their reviews). A comment line every 15 s while quiet. When the ' +
            'server may have missed changes it ends the stream: follow again, and forget what was cached before ' +
            'the new start. 503 while this server cannot hear changes.',
          response: {
            200: z.string().describe('text/event-stream'),
            429: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const stream = new PassThrough();
        // Changes heard before the start event is written wait for it, in order.
        let waiting: CatalogChange[] | undefined = [];
        let ended = false;
        const send = (text: string) => {
          if (stream.writableEnded || stream.destroyed) return;
          if (stream.writableLength > MAX_UNREAD_BYTES) stream.destroy();
          else stream.write(text);
        };
        const stop = feed.follow({
          address: clientAddress(request),
          change: (change) => {
            if (waiting) waiting.push(change);
            else send(event('change', change));
          },
          end: () => {
            ended = true;
            stream.end();
          },
        });
        if (typeof stop === 'string') throw REFUSALS[stop]();
        let heartbeat: NodeJS.Timeout | undefined;
        reply.raw.once('close', () => {
          stop();
          clearInterval(heartbeat);
        });
        try {
          // Read after following: a change committed later reaches this stream as an event, so none falls between.
          const version = await getCatalogVersion(db);
          if (ended) throw REFUSALS['not-listening']();
          send(event('start', { version }));
          for (const change of waiting) send(event('change', change));
          waiting = undefined;
        } catch (error) {
          stop();
          throw error;
        }
        heartbeat = setInterval(() => send(': quiet\n\n'), HEARTBEAT_MS);
        heartbeat.unref();
        return sendEvents(reply, stream);
      },
    );
  };
