import { type FieldErrorCode, isFieldErrorCode } from '@sutra/rules';
import type { FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import type { fieldErrorSchema } from './schemas.js';

export type { FieldErrorCode } from '@sutra/rules';

/** One refused field: its dotted path in the request (`address.0.pincode`; empty for the request as a whole). */
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The value at a dotted path of the validated input, or undefined when any step is missing. */
function valueAt(input: unknown, path: readonly string[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The machine code for one zod issue (as fastify-type-provider-zod hands it over: zod's code as `keyword`, the rest of
 * the issue in `params`). zod does not tell absent from wrong, so the input is looked at; a non-empty-text rule
 * (`min(1)` on a string) is `required` too, as the forms treat a blank field like an absent one. A refinement can name
 * its own code with `params: { code }`.
 */
function codeOf(issue: FastifySchemaValidationError, path: readonly string[], input: unknown): FieldErrorCode {
  const params = issue.params as { origin?: unknown; minimum?: unknown; params?: { code?: unknown } };
  switch (issue.keyword) {
    case 'invalid_type':
      return valueAt(input, path) == null ? 'required' : 'invalid_type';
    case 'too_small':
      return params.origin === 'string' && params.minimum === 1 ? 'required' : 'too_small';
    case 'too_big':
      return 'too_big';
    case 'invalid_format':
      return 'invalid_format';
    case 'custom':
      return isFieldErrorCode(params.params?.code) ? params.params.code : 'invalid_value';
    default:
      // invalid_value, invalid_union, invalid_key, invalid_element, not_multiple_of, unrecognized_keys
      return 'invalid_value';
  }
}

/** The route schema's refusals as field errors, in zod's order, messages as the schema words them. */
export function fieldErrorsOf(issues: readonly FastifySchemaValidationError[], input: unknown): FieldError[] {
  return issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    return { path: path.join('.'), code: codeOf(issue, path, input), message: issue.message ?? 'is invalid' };
  });
}
