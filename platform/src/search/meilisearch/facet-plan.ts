import { type MultiSearchQuery } from 'meilisearch';
import { keptFacetKey } from '../kept.js';
import {
  facetValueOrder,
  type CollectionSchema,
  type FacetCounts,
  type FacetRequest,
  type FacetValue,
  type SearchQuery,
} from '../port.js';
import { filterExpression } from './filters.js';

/** Counts kept between searches (`KeptFacets`): a facet's top values, or one included value's count. */
export interface KeptView {
  get(key: string): FacetValue[] | number | undefined;
  keep(key: string, value: FacetValue[] | number): void;
}

/** One value a facet must include that its top values may leave out: counted by a query of its own. */
export interface IncludedValue {
  facet: FacetRequest;
  value: string;
}

/**
 * What a search counts in Meilisearch, and how its facets are put together. Meilisearch answers a
 * facet's 20 most frequent values (maxValuesPerFacet); a value the facet must include is counted
 * with every filter but the facet's, and the value itself. Without text, each facet's top values
 * and each included value's count are kept: a value in the kept top needs no count, and a facet
 * kept by another search (the same other filters, other chosen values) is not counted again.
 */
export const facetPlan = (schema: CollectionSchema, query: SearchQuery, kept?: KeptView) => {
  let counting = 0;
  const parts = (query.facets ?? []).map((asked) => {
    const { include, ...facet } = asked;
    const caseless = schema.fields[facet.field]?.caseless;
    const key = kept && keptFacetKey(query, facet);
    const held = key === undefined ? undefined : (kept!.get(key) as FacetValue[] | undefined);
    const wanted = [...new Set((include ?? []).map((v) => (caseless ? v.toLowerCase() : v)))];
    const values = wanted
      .filter((value) => !held?.some((v) => v.value === value))
      .map((value) => {
        const valueKey = key && `${key}|${JSON.stringify(value)}`;
        const count = valueKey === undefined ? undefined : (kept!.get(valueKey) as number | undefined);
        return { value, key: valueKey, held: count, index: count === undefined ? counting++ : -1 };
      });
    return { facet, key, held, values };
  });
  const values: IncludedValue[] = parts.flatMap(({ facet, values: vs }) =>
    vs.filter((v) => v.held === undefined).map((v) => ({ facet, value: v.value })),
  );
  return {
    /** The facets whose top values are counted in this search (without their included values). */
    count: parts.filter((p) => !p.held).map((p) => p.facet),
    /** The included values counted in this search, each by a query of its own. */
    values,
    /** The facets in the query's order, from the counts this search made (`totals`: `values`'); keeps them. */
    answer(counted: FacetCounts, totals: readonly (number | undefined)[]): FacetCounts {
      return Object.fromEntries(
        parts.map(({ facet, key, held, values: vs }) => {
          const top = held ?? counted[facet.name] ?? [];
          if (!held && key !== undefined) kept!.keep(key, top);
          const shown = new Set(top.map((v) => v.value));
          const extra = vs.flatMap((v) => {
            const count = v.held ?? totals[v.index] ?? 0;
            if (v.held === undefined && v.key !== undefined) kept!.keep(v.key, count);
            return shown.has(v.value) ? [] : [{ value: v.value, count }];
          });
          return [facet.name, [...top, ...extra]];
        }),
      );
    },
  };
};

/** The query counting one included value: every filter but its facet's, and the value itself. */
export const includedCountQuery = (
  schema: CollectionSchema,
  query: SearchQuery,
  base: Omit<MultiSearchQuery, 'filter'>,
  { facet, value }: IncludedValue,
): MultiSearchQuery => {
  const others = (query.filters ?? []).filter((filter) => filter.name !== facet.name);
  const only = { name: facet.name, anyOf: [{ [facet.field]: value }] };
  return {
    ...base,
    filter: filterExpression(schema, query.audience, [...others, only]),
    page: 1,
    hitsPerPage: 0,
  };
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
