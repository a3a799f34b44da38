/** One changed key of an audited record: its value before and after, as readable text ('' when absent). */
export interface ChangedKey {
  key: string;
  before: string;
  after: string;
}

type JsonRecord = Record<string, unknown>;

function recordOf(json: string | null | undefined): JsonRecord {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonRecord) : { value };
  } catch {
    return { value: json };
  }
}

const readable = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The keys whose value differs between the record before and after a write, in the record's order (a creation lists
 * every key of the new record, a deletion every key of the old). Nested values compare as their JSON.
 */
export function changedKeys(before: string | null | undefined, after: string | null | undefined): ChangedKey[] {
  const old = recordOf(before);
  const now = recordOf(after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return keys
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .map((key) => ({ key, before: readable(old[key]), after: readable(now[key]) }));
}
