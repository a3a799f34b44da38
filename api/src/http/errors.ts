import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isInvalidInputValue } from '../db/errors.js';
import { type FieldError, fieldErrorsOf } from './field-errors.js';

export type { FieldError, FieldErrorCode } from './field-errors.js';

/** An error whose message is safe to show the caller, with the HTTP status it answers with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, e.g. `retry-after` on a 429. */
    readonly headers: Record<string, string> = {},
    /** The fields the refusal is about, when it is about some (a form shows each under its field). */
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** One field's refusal by a service rule: its message is also the answer's message. */
export const fieldError = (path: string, code: FieldError['code'], message: string): FieldError => ({
  path,
  code,
  message,
});

export const badRequest = (message: string, fields: readonly FieldError[] = []) =>
  new HttpError(400, message, {}, fields);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, fields: readonly FieldError[] = []) =>
  new HttpError(409, message, {}, fields);

/** A 400 about one field, whose message is the answer's message too (e.g. a pincode no courier serves). */
export const fieldRefusal = (path: string, code: FieldError['code'], message: string) =>
  badRequest(message, [fieldError(path, code, message)]);

/**
 * Every error answer: `success`/`status` false (both names the spec's clients read) and a message. A refusal about
 * particular fields also lists them (`fields`), so a client places each message under its field without reading the
 * message text; answers about no field carry no `fields` key at all.
 */
export interface ErrorBody {
  success: false;
  status: false;
  message: string;
  fields?: FieldError[];
}

export const errorBody = (message: string, fields: readonly FieldError[] = []): ErrorBody =>
  fields.length > 0
    ? { success: false, status: false, message, fields: [...fields] }
    : { success: false, status: false, message };

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
    return errorBody(`Invalid request. ${parts.join('; ')}`, fields);
  }
  return errorBody(`Invalid request. ${error.message}`);
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
      return reply.status(error.statusCode).headers(error.headers).send(errorBody(error.message, error.fields));
    }
    if (error.validation) {
      return reply.status(400).send(describeValidation(error, request));
    }
    if (isInvalidInputValue(error)) {
      // A value the route's schema let through and PostgreSQL refused (a NUL byte, an id that is not a UUID, a
      // number out of range): the caller's input, so a 400. Logged, since a schema should have caught it first.
      request.log.warn({ err: error }, 'database refused a value sent');
      return reply.status(400).send(errorBody(INVALID_VALUE));
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL is down, restarting or out of reach: a quick 503 the caller may retry, not a 500 after a long wait.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(DATABASE_UNAVAILABLE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) carry safe messages.
      return reply.status(status).send(errorBody(error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(GENERIC_FAILURE));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(`No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}

/**
 * Fastify's own refusals made before any route is found (a URL whose percent-encoding does not decode): the same
 * error body as every other answer, instead of Fastify's default shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    reply.status(status).send(errorBody(`Invalid request. ${error.message}`));
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  reply.status(500).send(errorBody(GENERIC_FAILURE));
}
