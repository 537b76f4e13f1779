import { type MultiSearchQuery } from 'meilisearch';
import {
  facetValueOrder,
  type CollectionSchema,
  type FacetRequest,
  type FacetValue,
  type SearchQuery,
} from '../port.js';
import { filterExpression } from './filters.js';

/** One value a facet must include, and the query that counts it. */
export interface IncludedCount {
  facet: string;
  value: string;
  query: MultiSearchQuery;
}

/**
 * Meilisearch answers a facet's 20 most frequent values (maxValuesPerFacet): each value a facet must
 * include is counted by a query of its own, with every filter but the facet's and the value itself.
 */
export const includedCountQueries = (
  schema: CollectionSchema,
  query: SearchQuery,
  base: Omit<MultiSearchQuery, 'filter'>,
): IncludedCount[] =>
  (query.facets ?? []).flatMap((f: FacetRequest) =>
    [...new Set(f.include ?? [])].map((wanted) => {
      const value = schema.fields[f.field]?.caseless ? wanted.toLowerCase() : wanted;
      const others = (query.filters ?? []).filter((filter) => filter.name !== f.name);
      const only = { name: f.name, anyOf: [{ [f.field]: value }] };
      return {
        facet: f.name,
        value,
        query: {
          ...base,
          filter: filterExpression(schema, query.audience, [...others, only]),
          page: 1,
          hitsPerPage: 0,
        },
      };
    }),
  );

/** A facet's top values, then the included values the top left out, with their counted totals. */
export const withIncluded = (
  facet: string,
  top: FacetValue[],
  included: readonly IncludedCount[],
  totals: readonly (number | undefined)[],
): FacetValue[] => {
  const shown = new Set(top.map((v) => v.value));
  const values = [...top];
  included.forEach((c, i) => {
    if (c.facet !== facet || shown.has(c.value)) return;
    shown.add(c.value);
    values.push({ value: c.value, count: totals[i] ?? 0 });
  });
  return values;
};

/** A facet's values as Meilisearch counted them, merged by case where the field ignores it, most frequent first. */
export const countsOf = (
  schema: CollectionSchema,
  facet: FacetRequest,
  values: Record<string, number> = {},
): FacetValue[] => {
  const spec = schema.fields[facet.field]!;
  const merged = new Map<string, number>();
  for (const [value, count] of Object.entries(values)) {
    const key = spec.caseless ? value.toLowerCase() : value;
    merged.set(key, (merged.get(key) ?? 0) + count);
  }
  return [...merged]
    .map(([value, count]) => ({ value, count }))
    .sort(facetValueOrder)
    .slice(0, facet.limit ?? 20);
};
