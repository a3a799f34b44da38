import { z } from 'zod';

/**
 * The schema with every object in it strict: a field the value has and the schema does not declare is an issue naming
 * the field and where it is, as a missing field already is.
 */
export function strictEverywhere(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape).map(([key, field]) => [key, strictEverywhere(field)]),
    );
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(strictEverywhere(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return strictEverywhere(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return strictEverywhere(schema.unwrap() as z.ZodType).optional();
  return schema;
}

/** Each distinct issue of parsing the values strictly, e.g. `Unrecognized key: "fit"` at `productVariants[0]`. */
export function strictIssues(schema: z.ZodType, values: readonly unknown[]): string[] {
  const strict = strictEverywhere(schema);
  const issues = new Set<string>();
  for (const value of values) {
    const parsed = strict.safeParse(value);
    if (!parsed.success) issues.add(z.prettifyError(parsed.error));
  }
  return [...issues];
}
