import { type SqlExecutor } from '../../../sql/sql-client.js';
import { KEPT_FACETS, keepAtMost, keptFacetKey } from '../../kept.js';
import { queryTerms } from '../../query-text.js';
import { type CollectionSchema, type FacetCounts, type SearchQuery, type SortKey } from '../../port.js';
import { and, popcount, rowsIn } from './bits.js';
import { filterBits } from './filters.js';
import { type Doc } from './kept-docs.js';
import { layoutOf, type Layout } from './layout.js';
import { RowLoader } from './loading.js';
import { countFacet, rank, scoredCandidates, type ScoredCandidates } from './ranking.js';
import { textBits } from './text-matching.js';

/** At most this many matches are ranked here or read by id, rather than searched again in SQL. */
export const FEW = 5000;

/** What the memory answers of a search; the SQL adapter reads the page's rows by these. */
export interface MemoryAnswer {
  total: number;
  facets: FacetCounts;
  ids: (max: number) => string[] | undefined;
  /** With text: the first `take` matching ids in the order asked (see `rank`). */
  ranked: (relevance: boolean, sortKeys: readonly SortKey[], take: number) => string[] | undefined;
  /** With text and names: the candidates for the first `take` by relevance, scored (see `scoredCandidates`). */
  scored: (take: number) => ScoredCandidates | undefined;
  /** The documents kept for a page's ids, and the ids to read (see `KeptDocs`). */
  kept: (ids: readonly string[]) => { found: Map<string, Doc>; missing: string[] };
  /** Keeps a document read for this answer, unless the memory moved since it was taken. */
  keep: (id: string, doc: Doc) => void;
}

/**
 * The collection's filter and facet columns held in memory as bit sets, kept current by each row's
 * write sequence (loading.ts). Filters become ANDs and ORs of bit sets; each facet counts the
 * values of the rows that pass every other filter: one pass over that set, however many values
 * the facet has.
 */
export class FacetMemory {
  private readonly layout: Layout;
  private readonly loader: RowLoader;

  constructor(schema: CollectionSchema, view: string) {
    this.layout = layoutOf(schema, view);
    this.loader = new RowLoader(this.layout);
  }

  /** The search's total and its facets: each counted among the rows passing the text and every other filter. */
  async answer(db: SqlExecutor, query: SearchQuery): Promise<MemoryAnswer> {
    const layout = this.layout;
    const state = await this.loader.current(db);
    const stamp = this.loader.stamp;
    const text = await textBits(db, layout, state, query);
    const base = text ? and(state.listed, text) : state.listed;
    const filters = (query.filters ?? []).map((f) => ({
      name: f.name,
      bits: filterBits(layout, state, query.audience, f),
    }));
    const passing = (except?: string) =>
      filters.filter((f) => f.name !== except).reduce((bits, f) => and(bits, f.bits), base);
    const facets: FacetCounts = {};
    for (const facet of query.facets ?? []) {
      // Without text (facets alone; the Expertise search, one tag), a facet's counts depend on the
      // other filters alone: the same for every such request until the next write, so kept till then.
      const key = text ? undefined : keptFacetKey(query, facet);
      const kept = key === undefined ? undefined : state.facets.get(key);
      const values = kept ?? countFacet(layout, state, query.audience, facet, passing(facet.name));
      if (key !== undefined && !kept) keepAtMost(state.facets, KEPT_FACETS, key, values);
      facets[facet.name] = values;
    }
    const all = passing();
    const total = popcount(all);
    /** The ids of every matching row, when there are at most `max` of them. */
    const ids = (max: number): string[] | undefined =>
      total > max ? undefined : rowsIn(all).map((row) => state.ids[row]!);
    const terms = queryTerms(query.text);
    // With text; or without, in a sort's order, few matches (a filter: the Expertise search's one
    // tag) rather than SQL reading every match's row to sort them.
    const ranked = (relevance: boolean, sortKeys: readonly SortKey[], take: number) =>
      text || (!relevance && total <= FEW)
        ? rank(layout, state, all, {
            audience: query.audience,
            terms,
            relevance,
            sortKeys,
            take,
          })
        : undefined;
    const scored = (take: number) =>
      text ? scoredCandidates(layout, state, all, { audience: query.audience, terms, take }) : undefined;
    const keep = (id: string, doc: Doc) => {
      if (this.loader.settled(stamp)) state.docs.keep(id, doc);
    };
    return { total, facets: { ...facets }, ids, ranked, scored, kept: (ids) => state.docs.find(ids), keep };
  }
}
