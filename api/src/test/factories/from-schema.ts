import { z } from 'zod';

/**
 * The plainest value a schema accepts (blank text, 0, false, empty lists, null where nullable, the first choice of an
 * enum), for factories to start from: a field added to an answer schema then needs no edit to any factory.
 */
export function plainestOf(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodObject) {
    return Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, plainestOf(field)]));
  }
  if (schema instanceof z.ZodNullable) return null;
  if (schema instanceof z.ZodOptional) return undefined;
  if (schema instanceof z.ZodArray) return [];
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodLiteral) return schema.value;
  if (schema instanceof z.ZodRecord) return {};
  if (schema instanceof z.ZodBoolean) return false;
  if (schema instanceof z.ZodNumber) return 0;
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) return '';
  throw new Error(`no plainest value for a ${schema.def.type} schema: give the field in the factory`);
}
