import { type Settings } from 'meilisearch';
import { type Audience, type CollectionSchema, type SearchQuery } from '../port.js';
import { storedNames } from '../collection.js';

/** A text field sorts by its lowercase copy. */
export const sortAttribute = (field: string): string => `${field}__sort`;

/** A query's sort as Meilisearch takes it (text by its lowercase copy, ties by id); none for relevance with text. */
export const sortFor = (
  schema: CollectionSchema,
  query: SearchQuery,
  hasText: boolean,
): string[] | undefined => {
  if (hasText && (query.sort === undefined || query.sort === 'relevance')) return undefined;
  const name = query.sort && query.sort !== 'relevance' ? query.sort : schema.defaultSort;
  const keys = schema.sorts[name];
  if (!keys) throw new Error(`No sort named ${name}`);
  return [
    ...keys.map(
      (k) => `${schema.fields[k.field]?.type === 'text' ? sortAttribute(k.field) : k.field}:${k.order}`,
    ),
    'id:asc',
  ];
};

/** The index settings the adapter sets at start. */
export const indexSettings = (schema: CollectionSchema): Settings => {
  const fields = Object.entries(schema.fields);
  const names = fields.filter(([, s]) => s.match === 'name').flatMap(([n, s]) => storedNames(n, s));
  const words = fields.filter(([, s]) => s.match === 'words').flatMap(([n, s]) => storedNames(n, s));
  return {
    searchableAttributes: [...names, ...words],
    // Equality only (no ranges, no facet search): fewer structures to build and to read.
    filterableAttributes: [
      {
        attributePatterns: [
          'id',
          'listed',
          ...fields.filter(([, s]) => s.filter || s.facet).flatMap(([n, s]) => storedNames(n, s)),
        ],
        features: { facetSearch: false, filter: { equality: true, comparison: false } },
      },
    ],
    facetSearch: false,
    sortableAttributes: [
      'id',
      ...fields.filter(([, s]) => s.sort).map(([n, s]) => (s.type === 'text' ? sortAttribute(n) : n)),
    ],
    // As the PostgreSQL adapter: typos only in names (one from 5 letters, two from 9), words by prefix.
    typoTolerance: {
      enabled: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
      disableOnAttributes: words,
    },
    // The most frequent 20 values of each facet (no facet asks for more).
    faceting: { maxValuesPerFacet: 20, sortFacetValuesBy: { '*': 'count' } },
    pagination: { maxTotalHits: 1_000_000 },
    stopWords: [],
  };
};

/** The attributes an audience's query searches on and gets back. */
export const audienceAttributes = (schema: CollectionSchema, audience: Audience) => {
  const fields = Object.entries(schema.fields);
  const stored = (match: boolean) =>
    fields.filter(([, s]) => !match || s.match).map(([n, s]) => (s.scoped ? `${n}__${audience}` : n));
  return { searchOn: stored(true), retrieve: ['id', ...stored(false)] };
};
