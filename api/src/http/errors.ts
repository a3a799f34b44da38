import type { RefusalCode } from '@sutra/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isDatabaseUnavailable, isInvalidInputValue } from '../db/errors.js';
import { type FieldError, fieldErrorsOf } from './field-errors.js';
import type { errorSchema } from './schemas.js';

export type { RefusalCode } from '@sutra/rules';
export type { FieldError, FieldErrorCode } from './field-errors.js';

export interface HttpErrorOptions {
  /** Headers the answer carries, e.g. `retry-after` on a 429. */
  headers?: Record<string, string>;
  /** The fields the refusal is about, when it is about some (a form shows each under its field). */
  fields?: readonly FieldError[];
}

/**
 * A refusal whose message is safe to show the caller, with the HTTP status it answers with and its code from the
 * catalogue (`@sutra/rules`, `refusal-code.ts`): no refusal leaves the api without one.
 */
export class HttpError extends Error {
  readonly headers: Record<string, string>;
  readonly fields: readonly FieldError[];

  constructor(
    readonly statusCode: number,
    readonly code: RefusalCode,
    message: string,
    { headers = {}, fields = [] }: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.headers = headers;
    this.fields = fields;
  }
}

/** One field's refusal by a service rule: its message is also the answer's message. */
export const fieldError = (path: string, code: FieldError['code'], message: string): FieldError => ({
  path,
  code,
  message,
});

export const badRequest = (code: RefusalCode, message: string, fields: readonly FieldError[] = []) =>
  new HttpError(400, code, message, { fields });
export const unauthorized = (
  code: Extract<RefusalCode, 'login_required' | 'session_expired' | 'login_failed' | 'webhook_unauthenticated'>,
  message: string,
) => new HttpError(401, code, message);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, 'forbidden', message);
/** Not found, or not the caller's: both answer alike. */
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (code: RefusalCode, message: string, fields: readonly FieldError[] = []) =>
  new HttpError(409, code, message, { fields });
/** Nothing was done, and trying again shortly may work. */
export const unavailable = (code: Extract<RefusalCode, 'unavailable' | 'payment_unconfirmed'>, message: string) =>
  new HttpError(503, code, message);

/** A 400 about one field, whose message is the answer's message too (e.g. a pincode no courier serves). */
export const fieldRefusal = (code: RefusalCode, path: string, fieldCode: FieldError['code'], message: string) =>
  badRequest(code, message, [fieldError(path, fieldCode, message)]);

/**
 * Every error answer: `success`/`status` false (both names the spec's clients read), the refusal's `code` (what a
 * program switches on) and a message (what people read). A refusal about particular fields also lists them
 * (`fields`), so a client places each message under its field without reading the message text; answers about no
 * field carry no `fields` key at all.
 */
export type ErrorBody = z.infer<typeof errorSchema>;

export const errorBody = (code: RefusalCode, message: string, fields: readonly FieldError[] = []): ErrorBody =>
  fields.length > 0
    ? { success: false, status: false, code, message, fields: [...fields] }
    : { success: false, status: false, code, message };

/** The code of a refusal Fastify itself made (a body too large, a media type it cannot read, JSON it cannot parse). */
function codeOfStatus(status: number): RefusalCode {
  if (status === 404) return 'not_found';
  if (status === 413) return 'too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  return 'invalid_input';
}

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again.';

/** What a value the database refused answers: the request was at fault, but the database's words are not for callers. */
export const INVALID_VALUE = 'Invalid request. A value sent is not one the store can take.';

/**
 * Turns a validation failure into one readable sentence, e.g. `sort: must be one of default, lowToHigh` (the message
 * the spec's clients show), and the same issues as typed field errors.
 */
function describeValidation(error: FastifyError, request: FastifyRequest): ErrorBody {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldErrorsOf(error.validation, inputValidated(error, request));
    const parts = fields.map(({ path, message }) => (path ? `${path}: ${message}` : message));
    return errorBody('invalid_input', `Invalid request. ${parts.join('; ')}`, fields);
  }
  return errorBody('invalid_input', `Invalid request. ${error.message}`);
}

/** The part of the request a validation failure is about (body, query, params or headers), to tell absent from wrong. */
function inputValidated(error: FastifyError, request: FastifyRequest): unknown {
  switch (error.validationContext) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** What a request answers while the database cannot be reached: nothing was done, and trying again soon may work. */
export const DATABASE_UNAVAILABLE = 'The store is briefly unavailable. Please try again in a few seconds.';

/** Seconds a client is asked to wait (`Retry-After`) before trying again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** JSON errors with a message and never a stack trace; unknown failures are logged and answered generically. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.code, error.message, error.fields));
    }
    if (error.validation) {
      return reply.status(400).send(describeValidation(error, request));
    }
    if (isInvalidInputValue(error)) {
      // A value the route's schema let through and PostgreSQL refused (a NUL byte, an id that is not a UUID, a
      // number out of range): the caller's input, so a 400. Logged, since a schema should have caught it first.
      request.log.warn({ err: error }, 'database refused a value sent');
      return reply.status(400).send(errorBody('invalid_input', INVALID_VALUE));
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL is down, restarting or out of reach: a quick 503 the caller may retry, not a 500 after a long wait.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody('unavailable', DATABASE_UNAVAILABLE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) carry safe messages.
      return reply.status(status).send(errorBody(codeOfStatus(status), error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('internal_error', GENERIC_FAILURE));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}

/**
 * Fastify's own refusals made before any route is found (a URL whose percent-encoding does not decode): the same
 * error body as every other answer, instead of Fastify's default shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    reply.status(status).send(errorBody(codeOfStatus(status), `Invalid request. ${error.message}`));
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  reply.status(500).send(errorBody('internal_error', GENERIC_FAILURE));
}
