import { type FacetValue as DomainFacetValue, type HighlightRun } from '@academy/domain';

/**
 * The search port: collections of documents whose fields are stored at the audience that may see
 * them, so that a visitor's query can only match, filter or facet on public data. Two adapters:
 * PostgreSQL (full-text search and pg_trgm, in the read-model database) and Meilisearch.
 */
export const audiences = ['public', 'members'] as const;
/** `public`: anyone, signed in or not. `members`: signed-in members (who also see public data). */
export type Audience = (typeof audiences)[number];

export type FieldValue = string | number | boolean | readonly string[] | null;

export interface FieldSpec {
  type: 'text' | 'keyword' | 'keywords' | 'integer' | 'boolean';
  /** Stored once per audience (documents give it in `scoped`); otherwise once, in `shared`. */
  scoped?: boolean;
  /**
   * How the text query reaches the field. `name`: each term by word prefix, and by typo (one edit
   * from 5 letters, two from 9) against the whole value. `words`: each term by word prefix.
   */
  match?: 'name' | 'words';
  /**
   * Hits carry a snippet of its highlights, not all of them: the first matched word with about this
   * many characters either side (a body, whose every word judged was most of a search's work).
   */
  snippet?: number;
  filter?: boolean;
  facet?: boolean;
  sort?: boolean;
  /** Filters and facets compare it ignoring case (facet values come back lowercase). */
  caseless?: boolean;
  /**
   * false: no index for its filter (a field with a handful of values each held by many documents,
   * where reading the rows the other filters select beats an index scan). Default true.
   */
  indexed?: boolean;
}

export interface SortKey {
  field: string;
  order: 'asc' | 'desc';
}

export interface CollectionSchema {
  /** Also the logical table (`search_{name}`) and the Meilisearch index uid. */
  name: string;
  fields: Readonly<Record<string, FieldSpec>>;
  /** Named sort orders; `relevance` is built in. */
  sorts: Readonly<Record<string, readonly SortKey[]>>;
  /** The order of ties (and of a query without text), one of `sorts`. */
  defaultSort: string;
}

/** A document; written with its stream version, so an older version never replaces a newer one. */
export interface SearchDocument {
  id: string;
  version: number;
  shared: Readonly<Record<string, FieldValue>>;
  scoped: Readonly<Record<Audience, Readonly<Record<string, FieldValue>>>>;
}

export interface Removal {
  id: string;
  version: number;
}

/** Every field of a condition must hold (a `keywords` field: contains the value). */
export type Condition = Readonly<Record<string, string | number | boolean>>;

/** One filter: any of its conditions (OR); filters combine with AND. */
export interface Filter {
  /** The facet this filter is disjunctive with (its counts ignore this filter). */
  name: string;
  anyOf: readonly Condition[];
}

export interface FacetRequest {
  name: string;
  field: string;
  /** Most frequent values first; 20 unless given, and at most 20 (Meilisearch's maxValuesPerFacet). */
  limit?: number;
  /**
   * Values counted even when they are not among the most frequent (the values a filter has chosen):
   * each not in the top `limit` follows them, with its count (0 when no document holds it).
   */
  include?: readonly string[];
}

export interface SearchQuery {
  audience: Audience;
  text?: string;
  filters?: readonly Filter[];
  /** `relevance` (the default with text) or one of the schema's named sorts. */
  sort?: string;
  page: number;
  limit: number;
  facets?: readonly FacetRequest[];
}

/** A run of a field's text; `match` runs are what the query matched (the domain's read contract). */
export type HighlightPart = HighlightRun;

export interface SearchHit {
  id: string;
  /** Shared fields and this audience's fields, under their own names. */
  fields: Record<string, FieldValue>;
  /** Per matched text field, per matched value, its runs. */
  highlights: Record<string, HighlightPart[][]>;
}

/** A facet's value and its count (the domain's read contract). */
export type FacetValue = DomainFacetValue;

export type FacetCounts = Record<string, FacetValue[]>;

/** The order of a facet's values on every adapter: most frequent first, then by value. */
export const facetValueOrder = (a: FacetValue, b: FacetValue): number =>
  b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

export interface SearchAnswer {
  hits: SearchHit[];
  total: number;
  page: number;
  facets: FacetCounts;
}

export interface SearchIndexWriter {
  /** Adds or replaces documents, unless the index holds the same id at a version as new or newer. */
  index(documents: readonly SearchDocument[]): Promise<void>;
  /** Nobody finds these any more, unless a newer version is indexed later. */
  remove(removals: readonly Removal[]): Promise<void>;
}

export interface SearchIndexReader {
  /** Hits, total and (when asked) facets. */
  search(query: SearchQuery): Promise<SearchAnswer>;
  /** Facets alone. */
  facets(query: SearchQuery): Promise<FacetCounts>;
}

export type SearchIndex = SearchIndexWriter & SearchIndexReader;
