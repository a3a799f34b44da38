import type { FieldError as ApiFieldError, FieldErrorCode } from '@sutra/api/wire';
import { type ErrorClass, errorClassOfStatus, isRefusalCode, type RefusalCode } from '@sutra/rules';
import { GraphQLError } from 'graphql';

export type { FieldErrorCode } from '@sutra/api/wire';
export type { RefusalCode } from '@sutra/rules';

/**
 * The `extensions.code` values clients can rely on (`@sutra/rules`, `error-class.ts`). Every error the gateway answers
 * carries one; `INTERNAL_SERVER_ERROR` is only the safety net's (see `format-error.ts`), for a failure nobody coded.
 * `OPERATION_TOO_LARGE` refuses an operation that needed more upstream calls than one may make
 * (`upstream-budget.ts`); `RATE_LIMITED` also answers a client past its requests per minute (`rate-limits.ts`).
 * Beside it, `extensions.reason` says why, from the catalogue the api's refusals come from (`refusal-code.ts`):
 * `CONFLICT` with `out_of_stock`, `BAD_USER_INPUT` with `coupon_expired`, `NOT_FOUND` with `not_found`.
 */
export type ErrorCode = ErrorClass;

/**
 * One refused input field, in `extensions.fields` of a `BAD_USER_INPUT` (or `CONFLICT`) error.
 *
 * Field errors travel as error extensions, not as `userErrors` on payloads: every mutation already answers the changed
 * object (so Apollo's cache updates from it), and a refusal is all-or-nothing, so one error path serves every mutation
 * and query alike without a union per payload. `field` is the dotted path of the operation's argument
 * (`input.email`, `addresses.0.pincode`, `code`), `code` the api's stable machine code, `message` for people.
 */
export interface FieldErrorExtension {
  field: string;
  code: FieldErrorCode;
  message: string;
}

/** An error of class `code` for the reason `reason`; `more` adds extensions (`retryAfterSeconds`). */
export const graphqlError = (
  code: ErrorCode,
  reason: RefusalCode,
  message: string,
  more: Record<string, unknown> = {},
): GraphQLError => new GraphQLError(message, { extensions: { code, reason, ...more } });

/** A refusal of some input fields: `BAD_USER_INPUT` (unless another class is given) with the fields beside the message. */
export const fieldsError = (
  reason: RefusalCode,
  message: string,
  fields: readonly FieldErrorExtension[],
  code: ErrorCode = 'BAD_USER_INPUT',
): GraphQLError => graphqlError(code, reason, message, { fields });

const UNAVAILABLE = 'The store is having trouble right now. Please try again in a moment.';

const isApiFieldError = (value: unknown): value is ApiFieldError => {
  const f = value as Partial<ApiFieldError> | null;
  return typeof f === 'object' && f !== null && typeof f.path === 'string' && typeof f.code === 'string'
    ? typeof f.message === 'string'
    : false;
};

/** The reason the api gave, or the general one of its class when it gave none the catalogue knows (another hop's). */
function reasonOf(code: ErrorCode, given: unknown): RefusalCode {
  if (isRefusalCode(given)) return given;
  switch (code) {
    case 'UNAUTHENTICATED':
      return 'login_required';
    case 'FORBIDDEN':
      return 'forbidden';
    case 'NOT_FOUND':
      return 'not_found';
    case 'RATE_LIMITED':
      return 'rate_limited';
    case 'BAD_USER_INPUT':
    case 'CONFLICT':
      return 'invalid_input';
    default:
      return 'unavailable';
  }
}

/**
 * The GraphQL error for an api refusal: its class by the HTTP status (`errorClassOfStatus`: a 409 is a `CONFLICT`,
 * not bad input), the api's `code` as `extensions.reason`, and the api's own message for 4xx and for the 503s it
 * answers itself in its error shape (e.g. a payment Razorpay could not confirm yet); a generic message for other
 * outages, whose bodies come from no one the shopper should read. A rate limit's refusal, and an outage the api
 * answered with `Retry-After` (its database briefly unreachable), carry when to try again
 * (`extensions.retryAfterSeconds`), so a screen can count down to it. A refusal of fields carries them
 * (`extensions.fields`) by the api's request paths; the source that made the call renames them to its operation's
 * arguments (`inputFields`).
 */
export function errorForStatus(status: number, body: unknown, retryAfterSeconds?: number): GraphQLError {
  const code = errorClassOfStatus(status);
  const answer = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    status?: unknown;
    code?: unknown;
    fields?: unknown;
  };
  const ownMessage = typeof answer.message === 'string' ? answer.message : undefined;
  const fromApi = code !== 'UPSTREAM_UNAVAILABLE' || (status === 503 && answer.status === false);
  const message = fromApi && ownMessage ? ownMessage : UNAVAILABLE;
  // An outage's reason is the api's only when the api answered it (its 503s); anything else is the store unavailable.
  const reason = reasonOf(code, fromApi ? answer.code : undefined);
  // A rate limit, or an outage the api expects to pass (its database restarting): the client may try again then.
  if ((code === 'RATE_LIMITED' || code === 'UPSTREAM_UNAVAILABLE') && retryAfterSeconds !== undefined) {
    return graphqlError(code, reason, message, { retryAfterSeconds });
  }
  const fields = Array.isArray(answer.fields) ? answer.fields.filter(isApiFieldError) : [];
  if ((code === 'BAD_USER_INPUT' || code === 'CONFLICT') && fields.length > 0) {
    return fieldsError(
      reason,
      message,
      fields.map(({ path, code: fieldCode, message: text }) => ({ field: path, code: fieldCode, message: text })),
      code,
    );
  }
  return graphqlError(code, reason, message);
}

/** Any failure of a call: a refusal already mapped stays as it is; anything else (refused, reset, timed out) is an outage. */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  return graphqlError('UPSTREAM_UNAVAILABLE', 'unavailable', UNAVAILABLE);
}

/**
 * How the api's request fields are named in an operation's arguments: `prefix` goes before every path (`input.` when
 * the operation takes an `input` object), and `renames` renames path segments the gateway sends under another name
 * (`{ otp: 'code' }`, `{ address: 'addresses', defaultAdd: 'isDefault' }`).
 */
export interface InputPaths {
  prefix?: string;
  renames?: Record<string, string>;
}

/** An api field path as the operation's argument path. */
export function inputPath(apiPath: string, { prefix = '', renames = {} }: InputPaths): string {
  const segments = apiPath
    .split('.')
    .filter(Boolean)
    .map((segment) => (Object.hasOwn(renames, segment) ? (renames[segment] as string) : segment));
  return segments.length === 0 ? prefix.replace(/\.$/, '') : `${prefix}${segments.join('.')}`;
}

/**
 * An api call whose refusal names its fields by the operation's arguments: wraps the call's promise, renaming the
 * `extensions.fields` of a refusal (nothing else changes).
 */
export async function inputFields<T>(call: Promise<T>, paths: InputPaths): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const fields = error instanceof GraphQLError ? error.extensions.fields : undefined;
    if (!(error instanceof GraphQLError) || !Array.isArray(fields)) throw error;
    const renamed = (fields as FieldErrorExtension[]).map((f) => ({ ...f, field: inputPath(f.field, paths) }));
    throw new GraphQLError(error.message, { extensions: { ...error.extensions, fields: renamed } });
  }
}
