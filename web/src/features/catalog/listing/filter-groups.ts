import type { AttributeFiltersQuery, FilterPanelFacetFragment } from '../../../__generated__/graphql';

export interface FilterGroup {
  name: string;
  options: string[];
}

/**
 * One checkbox group per attribute. Definitions are per category, so a listing across categories (ALL, trending,
 * recommended) merges groups of the same name and keeps every option once.
 */
export function mergeFilterGroups(definitions: AttributeFiltersQuery['attributeFilters'] | undefined): FilterGroup[] {
  const groups = new Map<string, string[]>();
  for (const d of definitions ?? []) {
    const options = groups.get(d.name) ?? [];
    for (const o of d.options) if (!options.includes(o.label)) options.push(o.label);
    groups.set(d.name, options);
  }
  return [...groups].map(([name, options]) => ({ name, options }));
}

/** Per attribute and option, how many products the server counted (`listingFacets`); none counted is 0. */
export function optionCounts(
  facets: readonly FilterPanelFacetFragment[] | undefined,
): (group: string, option: string) => number | undefined {
  if (!facets) return () => undefined;
  const byGroup = new Map(facets.map((f) => [f.name, new Map(f.options.map((o) => [o.label, o.count]))]));
  return (group, option) => byGroup.get(group)?.get(option) ?? 0;
}
