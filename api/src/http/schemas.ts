import { FIELD_ERROR_CODES, REFUSAL_CODES } from '@sutra/rules';
import { z } from 'zod';

/** Shared zod pieces for route schemas: they validate input and document every route in OpenAPI. */

export const fieldErrorSchema = z
  .object({
    path: z.string().describe('Dotted path of the field in the request (`address.0.pincode`); empty for the whole'),
    code: z.enum(FIELD_ERROR_CODES).describe('What is wrong, for programs; stable'),
    message: z.string().describe('What is wrong, for people'),
  })
  .describe('One refused field');

export const errorSchema = z
  .object({
    success: z.literal(false),
    status: z.literal(false),
    code: z
      .enum(REFUSAL_CODES)
      .describe('Why it was refused, for programs; stable (each code is explained in `@sutra/rules`, refusal-code.ts)'),
    message: z.string().describe('Why it was refused, for people'),
    fields: z.array(fieldErrorSchema).optional().describe('The fields refused, when the refusal is about fields'),
  })
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

/** A required id: '<name> is required' when absent, '<name> must be a valid id' when not a UUID. */
export const requiredId = (name: string) =>
  z.uuid({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a valid id`) });

/** The `buyerId` a bearer route may be sent (query or body): optional, and when given it must be the token's buyer. */
export const claimedBuyerId = uuidParam('buyerId')
  .optional()
  .describe("The token's buyer; another buyer's id answers 404 like a missing one");

/** A required text field: '<Label> is required' when absent or blank, '<Label> must be text' when not a string. */
export const requiredText = (label: string, max: number, tooLong = `${label} is too long`) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
    })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, tooLong);
