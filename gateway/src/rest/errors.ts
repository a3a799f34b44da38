import type { FieldError as ApiFieldError, FieldErrorCode } from '@sutra/api/wire';
import { GraphQLError } from 'graphql';

export type { FieldErrorCode } from '@sutra/api/wire';

/**
 * The `extensions.code` values clients can rely on. Every error the gateway answers carries one;
 * `INTERNAL_SERVER_ERROR` is only the safety net's (see `format-error.ts`), for a failure nobody coded.
 * `OPERATION_TOO_LARGE` refuses an operation that needed more upstream calls than one may make
 * (`upstream-budget.ts`); `RATE_LIMITED` also answers a client past its requests per minute (`rate-limits.ts`).
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'OPERATION_TOO_LARGE'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/**
 * One refused input field, in `extensions.fields` of a `BAD_USER_INPUT` error.
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

export const graphqlError = (code: ErrorCode, message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code } });

/** A refusal of some input fields: `BAD_USER_INPUT` with the fields beside the message. */
export const fieldsError = (message: string, fields: readonly FieldErrorExtension[]): GraphQLError =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields } });

const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'BAD_USER_INPUT';
  return 'UPSTREAM_UNAVAILABLE';
};

const UNAVAILABLE = 'The store is having trouble right now. Please try again in a moment.';

const isApiFieldError = (value: unknown): value is ApiFieldError => {
  const f = value as Partial<ApiFieldError> | null;
  return typeof f === 'object' && f !== null && typeof f.path === 'string' && typeof f.code === 'string'
    ? typeof f.message === 'string'
    : false;
};

/**
 * The GraphQL error for an api refusal: the api's own message for 4xx and for the 503s it answers itself in its error
 * shape (e.g. a payment Razorpay could not confirm yet); a generic one for other outages, whose bodies come from no
 * one the shopper should read. A rate limit's refusal, and an outage the api answered with `Retry-After` (its
 * database briefly unreachable), carry when to try again (`extensions.retryAfterSeconds`), so a screen can count down
 * to it. A refusal of fields carries them (`extensions.fields`) by
 * the api's request paths; the source that made the call renames them to its operation's arguments (`inputFields`).
 */
export function errorForStatus(status: number, body: unknown, retryAfterSeconds?: number): GraphQLError {
  const code = codeForStatus(status);
  const answer = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    status?: unknown;
    fields?: unknown;
  };
  const ownMessage = typeof answer.message === 'string' ? answer.message : undefined;
  const fromApi = code !== 'UPSTREAM_UNAVAILABLE' || (status === 503 && answer.status === false);
  const message = fromApi && ownMessage ? ownMessage : UNAVAILABLE;
  // A rate limit, or an outage the api expects to pass (its database restarting): the client may try again then.
  if ((code === 'RATE_LIMITED' || code === 'UPSTREAM_UNAVAILABLE') && retryAfterSeconds !== undefined) {
    return new GraphQLError(message, { extensions: { code, retryAfterSeconds } });
  }
  const fields = Array.isArray(answer.fields) ? answer.fields.filter(isApiFieldError) : [];
  if (code === 'BAD_USER_INPUT' && fields.length > 0) {
    return fieldsError(
      message,
      fields.map(({ path, code: fieldCode, message: text }) => ({ field: path, code: fieldCode, message: text })),
    );
  }
  return graphqlError(code, message);
}

/** Any failure of a call: a refusal already mapped stays as it is; anything else (refused, reset, timed out) is an outage. */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  return graphqlError('UPSTREAM_UNAVAILABLE', UNAVAILABLE);
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
    throw fieldsError(
      error.message,
      (fields as FieldErrorExtension[]).map((f) => ({ ...f, field: inputPath(f.field, paths) })),
    );
  }
}
