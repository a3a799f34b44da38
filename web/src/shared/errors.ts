import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  ERROR_CLASSES,
  type ErrorClass,
  type FieldErrorCode,
  isFieldErrorCode,
  isRefusalCode,
  type RefusalCode,
} from '@sutra/rules';

export type { ErrorClass, FieldErrorCode, RefusalCode } from '@sutra/rules';

/**
 * Reading the server's refusals. The gateway answers every error with its class in `extensions.code` (`NOT_FOUND`,
 * `CONFLICT`, ...), a refusal with why in `extensions.reason` (`out_of_stock`, `coupon_expired`, ...), and a refusal
 * of input with `extensions.fields: [{ field, code, message }]`, where `field` is the operation's argument path
 * (`input.email`, `addresses.0.pincode`, `code`). Screens decide by those codes and place each message under its
 * field by that path; no message text is ever compared or parsed (the lint forbids it).
 */

const isErrorClass = (value: unknown): value is ErrorClass =>
  typeof value === 'string' && (ERROR_CLASSES as readonly string[]).includes(value);

/** The classes of a failed operation's errors, in order (none for a network failure or a bare error). */
export function serverErrorClasses(error: unknown): ErrorClass[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => e.extensions?.code).filter(isErrorClass);
}

/** Whether the server answered an error of one of `classes` (`NOT_FOUND` for a page that does not exist). */
export const isServerError = (error: unknown, ...classes: ErrorClass[]): boolean =>
  serverErrorClasses(error).some((c) => classes.includes(c));

/** Why the server refused, from the catalogue shared with the api; undefined when it gave no reason it knows. */
export function serverReason(error: unknown): RefusalCode | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.map((e) => e.extensions?.reason).find(isRefusalCode);
}

/** The first message the server gave for a failed operation, or undefined for a network failure or a bare error. */
export function serverMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const message = error.errors.find((e) => e.message.trim())?.message.trim();
  return message || undefined;
}

/** When the server will take the request again, for a refusal of one asked too often (`RATE_LIMITED`). */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const seconds = error.errors.find((e) => e.extensions?.code === 'RATE_LIMITED')?.extensions?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** One refused field as the gateway sends it. */
export interface ServerFieldError {
  field: string;
  code: FieldErrorCode;
  message: string;
}

const isServerFieldError = (value: unknown): value is ServerFieldError => {
  const f = value as Partial<ServerFieldError> | null;
  return (
    typeof f === 'object' &&
    f !== null &&
    typeof f.field === 'string' &&
    isFieldErrorCode(f.code) &&
    typeof f.message === 'string'
  );
};

/** Every field error of a failed operation, in the server's order (none for a network failure or a bare error). */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) => {
    const fields = e.extensions?.fields;
    return Array.isArray(fields) ? fields.filter(isServerFieldError) : [];
  });
}

export interface ServerRefusal {
  /** Messages per field under the prefix, keyed by the rest of the path (`email`, `pincode`); the first per field. */
  fields: Record<string, string>;
  /** The code of each of those fields, by the same keys. */
  codes: Record<string, FieldErrorCode>;
  /** Messages about no field under the prefix; the server's whole message when it named no fields at all. */
  general: string[];
}

/**
 * A failed operation's refusal as a form shows it: the fields under `prefix` (`input.`, `addresses.0.`) by their own
 * names, the rest as general messages. Undefined when the server said nothing (a network failure or a bare error).
 */
export function serverRefusal(error: unknown, prefix = ''): ServerRefusal | undefined {
  const message = serverMessage(error);
  if (!message) return undefined;
  const all = serverFieldErrors(error);
  if (all.length === 0) return { fields: {}, codes: {}, general: [message] };
  const fields: Record<string, string> = {};
  const codes: Record<string, FieldErrorCode> = {};
  const general: string[] = [];
  for (const { field, code, message: text } of all) {
    if (!field.startsWith(prefix) || field === prefix.replace(/\.$/, '')) {
      general.push(text);
      continue;
    }
    const name = field.slice(prefix.length);
    if (name in fields) continue;
    fields[name] = text;
    codes[name] = code;
  }
  return { fields, codes, general: [...new Set(general)] };
}

/**
 * A failed operation's refusal as one readable sentence: the field messages (without their paths) when it named
 * fields, else the server's message. Undefined when the server said nothing.
 */
export function readableServerError(error: unknown): string | undefined {
  const message = serverMessage(error);
  if (!message) return undefined;
  const fields = serverFieldErrors(error);
  if (fields.length === 0) return message;
  return [...new Set(fields.map((f) => f.message))].join('. ');
}
