import { randomUUID } from 'node:crypto';
import { uniqueEmail } from './accounts.js';

/** The part of an OpenAPI 3 schema (as @fastify/swagger writes the routes' zod schemas) that samples are made from. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

export type FieldPath = (string | number)[];

/** Plausible values by field name, so a sample gets past the checks that come before the one being attacked. */
export type Examples = Record<string, () => unknown>;

export const DEFAULT_EXAMPLES: Examples = {
  email: () => uniqueEmail('hostile'),
  password: () => 'secret-pass-1',
  newPassword: () => 'secret-pass-2',
  confirmpassword: () => 'secret-pass-2',
  name: () => 'Asha Rao',
  fullName: () => 'Asha Rao',
  mobile: () => '9876543210',
  phone: () => '9876543210',
  contactNumber: () => '9876543210',
  pincode: () => '302003',
  otp: () => '123456',
  quantity: () => 1,
  rating: () => 4,
  q: () => 'suit',
  categoryName: () => 'suits',
  couponCode: () => 'SUTRA10',
  orderNumber: () => '1700000000000',
  current_status: () => 'SHIPPED',
  images: () => ['/media/uploads/none.png'],
};

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** The first alternative of a union that is not just null. */
export function resolveUnion(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  return resolveUnion(options.find((o) => typeOf(o) !== 'null') ?? options[0] ?? {});
}

/** A value `schema` accepts, made of its required fields only (named examples first). */
export function sample(schema: JsonSchema, name: string | undefined, examples: Examples): unknown {
  const example = name === undefined ? undefined : examples[name];
  if (example) return example();
  const s = resolveUnion(schema);
  if (s.enum && s.enum.length > 0) return s.enum[0];
  switch (typeOf(s)) {
    case 'string': {
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email') return uniqueEmail('hostile');
      const text = 'Sample text'.slice(0, s.maxLength ?? 11);
      return text.padEnd(s.minLength ?? 0, 'x');
    }
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(s.items ?? {}, undefined, examples)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties?.[key] ?? {}, key, examples);
      return out;
    }
    default:
      return 'Sample text';
  }
}

/** Every field of `schema`, nested ones included (an array's first item stands for all), with its schema. */
export function fieldsOf(schema: JsonSchema, path: FieldPath = []): { path: FieldPath; schema: JsonSchema }[] {
  const s = resolveUnion(schema);
  const out: { path: FieldPath; schema: JsonSchema }[] = path.length > 0 ? [{ path, schema: s }] : [];
  if (s.properties) {
    for (const [key, child] of Object.entries(s.properties)) out.push(...fieldsOf(child, [...path, key]));
  }
  if (typeOf(s) === 'array' && s.items) out.push(...fieldsOf(s.items, [...path, 0]));
  return out;
}

/** `base` with `value` at `path`; containers missing on the way are sampled from their schema. */
export function withValue(
  base: unknown,
  schema: JsonSchema,
  path: FieldPath,
  value: unknown,
  examples: Examples,
): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const s = resolveUnion(schema);
  const childSchema = (typeof key === 'number' ? s.items : s.properties?.[key]) ?? {};
  if (typeof key === 'number') {
    const list = Array.isArray(base) ? [...base] : [];
    const current = list[key] ?? sample(childSchema, undefined, examples);
    list[key] = withValue(current, childSchema, rest, value, examples);
    return list;
  }
  const object = typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...base } : {};
  const record = object as Record<string, unknown>;
  const current = key in record ? record[key] : sample(childSchema, key, examples);
  record[key] = withValue(current, childSchema, rest, value, examples);
  return record;
}

export const isStringField = (schema: JsonSchema): boolean => typeOf(resolveUnion(schema)) === 'string';
export const isNumberField = (schema: JsonSchema): boolean =>
  ['integer', 'number'].includes(typeOf(resolveUnion(schema)) ?? '');
export const isUuidField = (schema: JsonSchema): boolean => resolveUnion(schema).format === 'uuid';
