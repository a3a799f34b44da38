import { z } from 'zod';

/** Shared zod pieces for route schemas: they validate input and document every route in OpenAPI. */

export const errorSchema = z
  .object({ success: z.literal(false), status: z.literal(false), message: z.string() })
  .describe('Every error answer');

export const uuidParam = (name: string) => z.uuid({ error: `${name} must be a valid id` });

/** `true`/`false`/`1`/`0` in a query string. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** A comma-separated list in a query string (also accepted as a repeated key). */
export const commaList = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v : [v])
    .flatMap((part) => part.split(','))
    .map((s) => s.trim())
    .filter(Boolean),
);
