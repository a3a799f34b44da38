/**
 * What staff may set on a category and its listing filters, and the checks of an edit: the same for the api and the
 * admin form. A category's value is its route segment (`/product-listing/ethnic-wear`).
 */

export const CATEGORY_VALUE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface CategoryEditValues {
  name: string;
  value: string;
  position: number;
}

export interface ListingFilterValues {
  attributeName: string;
  values: readonly { label: string; value: string }[];
}

export type CategoryProblemCode = 'required' | 'too_big' | 'invalid_format' | 'invalid_value';

export interface CategoryProblem {
  /** The field's path in the api's body: `name`, `filters.1.values`, … */
  field: string;
  code: CategoryProblemCode;
  message: string;
}

export const MAX_FILTERS = 12;
export const MAX_FILTER_VALUES = 50;

export function categoryProblems(values: CategoryEditValues): CategoryProblem[] {
  const problems: CategoryProblem[] = [];
  const name = values.name.trim();
  if (!name) problems.push({ field: 'name', code: 'required', message: 'Required' });
  else if (name.length > 60) problems.push({ field: 'name', code: 'too_big', message: 'At most 60 characters' });
  const value = values.value.trim();
  if (!value) problems.push({ field: 'value', code: 'required', message: 'Required' });
  else if (value.length > 60 || !CATEGORY_VALUE_PATTERN.test(value)) {
    problems.push({ field: 'value', code: 'invalid_format', message: 'Lower-case letters, digits and single dashes' });
  }
  if (!Number.isSafeInteger(values.position) || values.position < 0 || values.position > 10_000) {
    problems.push({ field: 'position', code: 'invalid_value', message: 'A whole number from 0 to 10000' });
  }
  return problems;
}

/** The checks of a category's listing filters, in the order the listing offers them. */
export function listingFilterProblems(filters: readonly ListingFilterValues[]): CategoryProblem[] {
  const problems: CategoryProblem[] = [];
  if (filters.length > MAX_FILTERS) {
    problems.push({ field: 'filters', code: 'too_big', message: `At most ${MAX_FILTERS} filters` });
  }
  const names = new Set<string>();
  filters.forEach((filter, i) => {
    const name = filter.attributeName.trim();
    if (!name) problems.push({ field: `filters.${i}.attributeName`, code: 'required', message: 'Required' });
    else if (name.length > 40) {
      problems.push({ field: `filters.${i}.attributeName`, code: 'too_big', message: 'At most 40 characters' });
    } else if (names.has(name.toLowerCase())) {
      problems.push({
        field: `filters.${i}.attributeName`,
        code: 'invalid_value',
        message: 'Another filter has this name',
      });
    }
    names.add(name.toLowerCase());
    if (filter.values.length === 0) {
      problems.push({ field: `filters.${i}.values`, code: 'required', message: 'At least one value' });
    } else if (filter.values.length > MAX_FILTER_VALUES) {
      problems.push({ field: `filters.${i}.values`, code: 'too_big', message: `At most ${MAX_FILTER_VALUES} values` });
    } else if (
      filter.values.some((v) => !v.label.trim() || !v.value.trim() || v.label.length > 40 || v.value.length > 40)
    ) {
      problems.push({
        field: `filters.${i}.values`,
        code: 'invalid_value',
        message: 'Each value needs a label and a value of at most 40 characters',
      });
    } else if (new Set(filter.values.map((v) => v.value.trim().toLowerCase())).size !== filter.values.length) {
      problems.push({ field: `filters.${i}.values`, code: 'invalid_value', message: 'A value is listed twice' });
    }
  });
  return problems;
}
