import { CombinedGraphQLErrors } from '@apollo/client/errors';

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

export interface ServerValidation {
  /** Messages per field, keyed by the api's field path (`email`, `address.0.pincode`), the first one per field. */
  fields: Record<string, string>;
  /** Messages that name no field (or the whole message when it is not a validation answer). */
  general: string[];
}

const VALIDATION_PREFIX = 'Invalid request. ';

/**
 * Splits the api's validation answer ('Invalid request. email: Email is invalid; name: Name is required') into
 * per-field messages, so a form can show each under its field; any other message is kept whole.
 */
export function parseServerValidation(message: string): ServerValidation {
  if (!message.startsWith(VALIDATION_PREFIX)) return { fields: {}, general: [message] };
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const part of message.slice(VALIDATION_PREFIX.length).split('; ')) {
    const match = /^([\w.]+): (.+)$/.exec(part.trim());
    const [, field, text] = match ?? [];
    if (field && text) fields[field] ??= text;
    else if (part.trim()) general.push(part.trim());
  }
  return { fields, general };
}

/** A server message as one readable sentence: validation answers lose their prefix and field paths. */
export function readableServerMessage(message: string): string {
  const { fields, general } = parseServerValidation(message);
  return [...new Set([...general, ...Object.values(fields)])].join('. ');
}

/** The messages of the fields under `prefix` (`address.0.`), keyed by the rest of their path (`pincode`). */
export function fieldsUnder(fields: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, text]) => [path.slice(prefix.length), text]),
  );
}
