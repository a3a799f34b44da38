import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

const NUL = '\u0000';
/** With the `u` flag a surrogate pair is one code point, so this finds only a half pair (JSON's `"\ud800"`). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Text PostgreSQL can store: no NUL character, and no half of a UTF-16 surrogate pair. */
const isStorableText = (text: string): boolean => !text.includes(NUL) && !LONE_SURROGATE.test(text);

/**
 * The first place text PostgreSQL cannot store hides in `value` — a string, or a key or string anywhere inside
 * objects and arrays — as a field path (`address.0.city`; '' for `value` itself), or undefined when there is none.
 * Walks with its own stack, since a JSON body may nest deeper than the call stack goes.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value)) return item.path;
      continue;
    }
    // Raw bytes (an upload) are the route's business: only text and parsed JSON are walked.
    if (typeof item.value !== 'object' || item.value === null || ArrayBuffer.isView(item.value)) continue;
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (!isStorableText(key)) return item.path;
      stack.push({ value: child, path });
    }
  }
  return undefined;
}

/**
 * Refuses, on every route and before its schema runs, any request whose query, path parameters or body holds a NUL
 * character or a lone surrogate. PostgreSQL cannot store either in text or JSON (it fails the statement), and no
 * field of the store has a use for them; a schema that forgot to refuse them would turn a one-character attack into
 * a 500.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['query', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const field = findUnstorableText(value);
      if (field !== undefined) {
        const name = (field || where).slice(0, 100);
        throw badRequest(
          'invalid_input',
          `Invalid request. ${name}: must be text without NUL characters or broken Unicode`,
        );
      }
    }
  });
}
