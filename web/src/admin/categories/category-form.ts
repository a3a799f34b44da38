import { categoryProblems, type ListingFilterValues, listingFilterProblems } from '@sutra/rules';
import type { AdminCategoryFieldsFragment } from '../../__generated__/admin/graphql';

export interface CategoryFormValues {
  name: string;
  value: string;
  position: string;
  /** One filter per entry: its name, and its values one a line, `Label` or `Label = value`. */
  filters: { attributeName: string; values: string }[];
}

export const UNSAVED_CATEGORY = 'You have unsaved changes to this category. Leave without saving?';

export function categoryFormValuesOf(category: AdminCategoryFieldsFragment): CategoryFormValues {
  return {
    name: category.name,
    value: category.value,
    position: String(category.position),
    filters: category.filters.map((f) => ({
      attributeName: f.attributeName,
      values: f.values.map((v) => (v.label === v.value ? v.label : `${v.label} = ${v.value}`)).join('\n'),
    })),
  };
}

/** A filter's lines as its values: `Label = value`, or `Label` alone when the value is the label. */
export function filterValuesOf(text: string): { label: string; value: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('=');
      if (at < 0) return { label: line, value: line };
      return { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
}

export const filtersOf = (
  values: CategoryFormValues,
): (ListingFilterValues & { values: { label: string; value: string }[] })[] =>
  values.filters.map((f) => ({ attributeName: f.attributeName.trim(), values: filterValuesOf(f.values) }));

export const positionOf = (values: CategoryFormValues): number =>
  /^\d+$/.test(values.position.trim()) ? Number(values.position.trim()) : Number.NaN;

/** Messages by field (`name`, `filters.1.values`), by the api's own rules. */
export function categoryFormErrors(values: CategoryFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const problems = [
    ...categoryProblems({ name: values.name, value: values.value, position: positionOf(values) }),
    ...listingFilterProblems(filtersOf(values)),
  ];
  for (const p of problems) errors[p.field] ??= p.message;
  return errors;
}
