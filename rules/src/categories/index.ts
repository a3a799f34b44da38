export {
  CATEGORY_VALUE_PATTERN,
  type CategoryEditValues,
  type CategoryProblem,
  type CategoryProblemCode,
  categoryProblems,
  type ListingFilterValues,
  listingFilterProblems,
  MAX_FILTER_VALUES,
  MAX_FILTERS,
} from './category-edit.js';
