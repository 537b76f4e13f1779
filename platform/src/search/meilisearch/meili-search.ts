import { type Index, type Meilisearch, type MultiSearchQuery, type Task } from 'meilisearch';
import { checkSchema, flatten, visibleFields } from '../collection.js';
import { highlightHit, newJudged } from '../highlight.js';
import { queryTerms } from '../query-text.js';
import {
  type CollectionSchema,
  type FacetCounts,
  type FacetRequest,
  type FieldValue,
  type Removal,
  type SearchAnswer,
  type SearchDocument,
  type SearchIndex,
  type SearchQuery,
} from '../port.js';
import { filterExpression } from './filters.js';
import { countsOf, facetPlan, includedCountQuery, type IncludedValue } from './facet-plan.js';
import { KeptFacets } from './kept-facets.js';
import { nothingListedYet } from './nothing-listed.js';
import { audienceAttributes, indexSettings, sortAttribute, sortFor } from './settings.js';

const TASK_TIMEOUT_MS = 120_000;

const succeeded = async (pending: {
  waitTask(o?: { timeout?: number; interval?: number }): Promise<Task>;
}): Promise<void> => {
  const task = await pending.waitTask({ timeout: TASK_TIMEOUT_MS, interval: 10 });
  if (task.status !== 'succeeded') {
    throw new Error(`Meilisearch task ${task.uid} ${task.status}: ${task.error?.message ?? 'no detail'}`);
  }
};

type StoredDoc = Record<string, FieldValue> & { id: string; version: number; listed: boolean };

/**
 * The Meilisearch adapter: one index per collection (`uid`, the live one by default), settings set
 * by `setUp`, each write awaited until its task succeeded. Versions make writes idempotent: a
 * document is written only over an older version (a removal leaves an unlisted tombstone).
 */
export class MeiliSearchIndex implements SearchIndex {
  readonly schema: CollectionSchema;
  readonly uid: string;
  private readonly index_: Index<StoredDoc>;
  private readonly kept: KeptFacets;

  constructor(
    private readonly client: Meilisearch,
    schema: CollectionSchema,
    uid = schema.name,
  ) {
    this.schema = checkSchema(schema);
    this.uid = uid;
    this.index_ = client.index<StoredDoc>(uid);
    this.kept = new KeptFacets(client, uid);
  }

  /** Creates the index when missing and sets searchable, filterable, sortable attributes and typos. */
  async setUp(): Promise<void> {
    const exists = await this.client.getIndex(this.uid).then(
      () => true,
      () => false,
    );
    if (!exists) await succeeded(this.client.createIndex(this.uid, { primaryKey: 'id' }));
    await succeeded(this.index_.updateSettings(indexSettings(this.schema)));
  }

  /** The index a replay builds beside the live one (`{name}_g{n}`), set up and empty. */
  async generation(n: number): Promise<MeiliSearchIndex> {
    const next = new MeiliSearchIndex(this.client, this.schema, `${this.schema.name}_g${n}`);
    await this.client.deleteIndexIfExists(next.uid);
    await next.setUp();
    return next;
  }

  /** Swaps a rebuilt generation into this (live) index in one step, then drops the old contents. */
  async swapIn(rebuilt: MeiliSearchIndex): Promise<void> {
    await this.setUp();
    await succeeded(this.client.swapIndexes([{ indexes: [this.uid, rebuilt.uid], rename: false }]));
    await succeeded(this.client.deleteIndex(rebuilt.uid));
  }

  private async newerThanStored(rows: readonly StoredDoc[]): Promise<StoredDoc[]> {
    const latest = new Map<string, StoredDoc>();
    for (const row of rows) if ((latest.get(row.id)?.version ?? -1) <= row.version) latest.set(row.id, row);
    if (latest.size === 0) return [];
    const ids = [...latest.keys()];
    const stored = new Map<string, number>();
    for (let start = 0; start < ids.length; start += 1000) {
      const chunk = ids.slice(start, start + 1000);
      const { results } = await this.index_.getDocuments({
        filter: `id IN [${chunk.map((id) => JSON.stringify(id)).join(', ')}]`,
        fields: ['id', 'version'],
        limit: chunk.length,
      });
      for (const doc of results) stored.set(doc.id, doc.version);
    }
    return [...latest.values()].filter((row) => (stored.get(row.id) ?? -1) < row.version);
  }

  private async write(rows: readonly StoredDoc[]): Promise<void> {
    const fresh = await this.newerThanStored(rows);
    for (let start = 0; start < fresh.length; start += 10_000) {
      await succeeded(this.index_.addDocuments(fresh.slice(start, start + 10_000)));
    }
  }

  index(documents: readonly SearchDocument[]): Promise<void> {
    return this.write(
      documents.map((doc) => {
        const flat = flatten(this.schema, doc);
        for (const [name, spec] of Object.entries(this.schema.fields)) {
          if (spec.sort && spec.type === 'text')
            flat[sortAttribute(name)] = String(flat[name] ?? '').toLowerCase();
        }
        return { ...flat, id: doc.id, version: doc.version, listed: true };
      }),
    );
  }

  remove(removals: readonly Removal[]): Promise<void> {
    return this.write(removals.map(({ id, version }) => ({ id, version, listed: false })));
  }

  /** The main query plus one per filtered facet, each with every filter but its own. */
  private queries(
    query: SearchQuery,
    hitsPerPage: number,
  ): { main: MultiSearchQuery; own: FacetRequest[]; extra: MultiSearchQuery[]; base: MultiSearchQuery } {
    const filters = query.filters ?? [];
    const terms = queryTerms(query.text);
    const text = terms.join(' ');
    const { searchOn, retrieve } = audienceAttributes(this.schema, query.audience);
    const stored = (f: FacetRequest) => this.storedFacet(f, query);
    const base = {
      indexUid: this.uid,
      q: text,
      attributesToSearchOn: searchOn,
      matchingStrategy: 'all' as const,
    };
    const facets = query.facets ?? [];
    const filtered = new Set(filters.map((f) => f.name));
    const own = facets.filter((f) => !filtered.has(f.name));
    const sort = sortFor(this.schema, query, terms.length > 0);
    return {
      base,
      main: {
        ...base,
        filter: filterExpression(this.schema, query.audience, filters),
        page: query.page,
        hitsPerPage,
        attributesToRetrieve: retrieve,
        ...(sort ? { sort } : {}),
        ...(own.length ? { facets: own.map(stored) } : {}),
      },
      own,
      extra: facets
        .filter((f) => filtered.has(f.name))
        .map((f) => ({
          ...base,
          filter: filterExpression(this.schema, query.audience, filters, f.name),
          page: 1,
          hitsPerPage: 0,
          facets: [stored(f)],
        })),
    };
  }

  private storedFacet(facet: FacetRequest, query: SearchQuery): string {
    const spec = this.schema.fields[facet.field];
    if (!spec?.facet) throw new Error(`${facet.field} is not a facet of ${this.schema.name}`);
    return spec.scoped ? `${facet.field}__${query.audience}` : facet.field;
  }

  /** One request: the page, the facets' top values, and the included values' counts (`totals`). */
  private async runAll(query: SearchQuery, values: readonly IncludedValue[], hitsPerPage: number) {
    const { main, own, extra, base } = this.queries(query, hitsPerPage);
    const queries = [main, ...extra, ...values.map((v) => includedCountQuery(this.schema, query, base, v))];
    const { results } = await this.client
      .multiSearch({ queries })
      .catch((error: unknown) => nothingListedYet(this.index_, queries, error));
    const facets: FacetCounts = {};
    const [first, ...more] = results;
    const rest = more.slice(0, extra.length);
    const totals = more.slice(extra.length).map((r) => r.totalHits ?? r.estimatedTotalHits);
    const stored = (f: FacetRequest) => this.storedFacet(f, query);
    for (const f of own) facets[f.name] = countsOf(this.schema, f, first?.facetDistribution?.[stored(f)]);
    (query.facets ?? [])
      .filter((f) => !own.includes(f))
      .forEach((f, i) => {
        facets[f.name] = countsOf(this.schema, f, rest[i]?.facetDistribution?.[stored(f)]);
      });
    return { first: first!, facets, totals };
  }

  async search(query: SearchQuery): Promise<SearchAnswer> {
    const plan = facetPlan(this.schema, query, await this.kept.view(query));
    const { first, facets, totals } = await this.runAll(
      { ...query, facets: plan.count },
      plan.values,
      query.limit,
    );
    const terms = queryTerms(query.text);
    const judged = newJudged();
    return {
      hits: first.hits.map((hit) => {
        const fields = visibleFields(this.schema, hit as Record<string, unknown>, query.audience);
        return { id: String(hit.id), fields, highlights: highlightHit(this.schema, fields, terms, judged) };
      }),
      total: first.totalHits ?? first.estimatedTotalHits ?? 0,
      page: query.page,
      facets: plan.answer(facets, totals),
    };
  }

  async facets(query: SearchQuery): Promise<FacetCounts> {
    const plan = facetPlan(this.schema, query, await this.kept.view(query));
    if (!plan.count.length && !plan.values.length) return plan.answer({}, []);
    const { facets, totals } = await this.runAll({ ...query, page: 1, facets: plan.count }, plan.values, 0);
    return plan.answer(facets, totals);
  }
}
