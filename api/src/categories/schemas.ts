import { categoryProblems, listingFilterProblems, MAX_FILTER_VALUES, MAX_FILTERS } from '@sutra/rules';
import { z } from 'zod';

/** Request and answer schemas of the back office's category routes; the rules are `@sutra/rules`'. */

const issues = (context: z.RefinementCtx, problems: readonly { field: string; code: string; message: string }[]) => {
  for (const p of problems) {
    context.addIssue({ code: 'custom', path: p.field.split('.'), message: p.message, params: { code: p.code } });
  }
};

export const categoryBodySchema = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().max(200),
    value: z.string({ error: 'Value is required' }).trim().max(200),
    position: z.number({ error: 'Position must be a whole number' }).int(),
  })
  .superRefine((category, context) => issues(context, categoryProblems(category)));
export type CategoryBody = z.infer<typeof categoryBodySchema>;

const filterValue = z.object({ label: z.string().trim().max(200), value: z.string().trim().max(200) });
export const filtersBodySchema = z
  .object({
    filters: z
      .array(
        z.object({
          attributeName: z.string({ error: 'Name is required' }).trim().max(200),
          values: z.array(filterValue).max(MAX_FILTER_VALUES * 2),
        }),
      )
      .max(MAX_FILTERS * 2),
  })
  .superRefine((body, context) => issues(context, listingFilterProblems(body.filters)));
export type FiltersBody = z.infer<typeof filtersBodySchema>;

const categoryAdminJsonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  value: z.string(),
  position: z.number().int(),
  /** Products in it, shown or not. */
  products: z.number().int(),
  filters: z.array(z.object({ attributeName: z.string(), values: z.array(filterValue) })),
});
export type CategoryAdminJson = z.infer<typeof categoryAdminJsonSchema>;

export const categoryAnswerSchema = z.object({ success: z.literal(true), result: categoryAdminJsonSchema });
export const categoryListAnswerSchema = z.object({
  success: z.literal(true),
  result: z.array(categoryAdminJsonSchema),
});
export const categoryIdParamsSchema = z.object({ id: z.uuid({ error: 'Category id must be a valid id' }) });
