import { seeded } from '@academy/app';
import {
  journalCollection,
  journalDocument,
  type Filter,
  type SearchDocument,
  type SearchIndexReader,
  type SearchQuery,
} from '@academy/platform';
import { type BackendFactory, type BenchBackend, withDatabase } from './backends.js';
import { ms, note, percentile, rate, runLoad } from './measure.js';
import { type Report } from './report.js';
import { onPostgresDatabase, SEARCH_P99_TARGET_MS } from './search-adapters.js';

const topics = [
  'tilings',
  'primes',
  'quantum',
  'protein',
  'glacier',
  'coral',
  'matrices',
  'migration',
  'neural',
  'microbiome',
  'lensing',
  'colouring',
  'ocean',
  'photonic',
  'language',
  'elliptic',
  'turbulence',
  'dispersal',
  'topological',
  'trade',
  'volcanic',
  'knots',
  'enzymes',
  'seismic',
];
const words = [
  'model',
  'bound',
  'sample',
  'season',
  'estimate',
  'theory',
  'method',
  'data',
  'signal',
  'network',
  'growth',
  'decay',
  'flow',
  'field',
  'energy',
  'surface',
  'random',
  'spectral',
  'mean',
  'variance',
];
const names = [
  'Ada Lovelace',
  'Emmy Noether',
  'Srinivasa Ramanujan',
  'Sofia Kovalevskaya',
  'Alan Turing',
  'Marie Curie',
  'Chen Ning',
  'Amara Okafor',
  'Bilal Haddad',
  'Astrid Lindqvist',
  'Elif Demir',
  'Dmitri Volkov',
];
const keywords = [
  'mathematics',
  'physics',
  'biology',
  'climate',
  'ecology',
  'history',
  'statistics',
  'geology',
  'chemistry',
  'astronomy',
  'linguistics',
  'algorithms',
];

let random = seeded(42);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const sentence = () => Array.from({ length: 12 }, () => pick(words)).join(' ');

/** `n` synthetic publications (seeded: the same every run), about 5 % removed. */
export const journalBenchDocuments = (n: number): SearchDocument[] => {
  random = seeded(42);
  return Array.from({ length: n }, (_, i) =>
    journalDocument({
      pubNum: i + 1,
      streamVersion: 1,
      latestVersion: 1,
      title: `${pick(['On', 'New Bounds for', 'Revisiting', 'Measuring'])} ${pick(topics)} ${pick(words)} ${i}`,
      abstract: `${sentence()}. ${sentence()}.`,
      authors: [{ name: pick(names) }, { name: pick(names) }],
      keywords: [pick(keywords), pick(keywords)],
      body: Array.from({ length: 12 }, sentence).join('. '),
      publishDate: 1_600_000_000 + Math.floor(random() * 5 * 365 * 86400),
      removed: random() < 0.05,
    }),
  );
};

/** What the Journal search route asks: text, the removed filter (non-admins), sometimes a year or keyword, three facets. */
export const journalQuery = (i: number): SearchQuery => {
  const filters: Filter[] = [{ name: 'removed', anyOf: [{ removed: false }] }];
  const text =
    i % 4 === 3 ? pick(names).split(' ')[1]! : i % 4 === 2 ? `${pick(topics)} ${pick(words)}` : pick(topics);
  if (i % 3 === 1) filters.push({ name: 'year', anyOf: [{ publishYear: String(2021 + (i % 4)) }] });
  if (i % 5 === 2) filters.push({ name: 'keyword', anyOf: [{ keywords: pick(keywords) }] });
  return {
    audience: 'public',
    text,
    filters,
    page: 1 + (i % 3 === 0 ? 1 : 0),
    limit: 20,
    facets: [
      { name: 'year', field: 'publishYear', limit: 20 },
      { name: 'keyword', field: 'keywords', limit: 20 },
      { name: 'author', field: 'authorNames', limit: 20 },
    ],
  };
};

/** Writes `n` bench publications through `write`, `batch` at a time. */
export const indexJournalBench = async (
  n: number,
  write: (documents: SearchDocument[]) => Promise<void>,
  batch: number,
): Promise<void> => {
  const documents = journalBenchDocuments(n);
  for (let i = 0; i < documents.length; i += batch) await write(documents.slice(i, i + batch));
};

export interface JournalSearchFigure {
  p50: number;
  p99: number;
  perSecond: number;
  /** Matches per query, on average. */
  meanTotal: number;
  /** The first query, alone, before the clock: on PostgreSQL and PGlite it loads the memory. */
  firstMs: number;
}

/** `clients` (16) back to back on the Journal's query mix (what its route asks) for `durationMs`: p50, p99, queries per second. */
export const benchJournalSearch = async (
  reader: Pick<SearchIndexReader, 'search'>,
  { clients = 16, warmupMs = 1000, durationMs = 10_000 } = {},
): Promise<JournalSearchFigure> => {
  let totals = 0;
  let answers = 0;
  // As the app's start warms the Journal's page before it says ready: the clients start after.
  const began = performance.now();
  await reader.search(journalQuery(0));
  const firstMs = performance.now() - began;
  const load = await runLoad(clients, { warmupMs, durationMs }, async (worker, i) => {
    // Awaited first: `totals += await …` would add to the value read before the wait.
    const answer = await reader.search(journalQuery(worker * 1000 + i));
    totals += answer.total;
    answers++;
  });
  return {
    p50: percentile(load.latencies, 50),
    p99: percentile(load.latencies, 99),
    perSecond: load.perSecond,
    meanTotal: totals / answers,
    firstMs,
  };
};

/** `npm run bench`: journal search on a fresh database of the backend, its figure in the report. */
export const runJournalSearch = async (
  report: Report,
  make: BackendFactory,
  publications: number,
  durationMs: number,
  name: BenchBackend['name'],
): Promise<void> => {
  const backend = name;
  note(`journal search: indexing ${publications.toLocaleString('en-US')} publications`);
  const b = await make('journal-search');
  try {
    const f = await withDatabase(b, async (db) => {
      const { reader } = await onPostgresDatabase(backend, db, journalCollection, (write, batch) =>
        indexJournalBench(publications, write, batch),
      );
      return benchJournalSearch(reader, { durationMs });
    });
    report.add({
      backend,
      benchmark: `journal search, ${publications.toLocaleString('en-US')} publications, 16 clients`,
      value: `p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, ${rate(f.perSecond, 'q/s')} (${f.meanTotal.toFixed(0)} matches on average)`,
      target: `p99 ≤ ${SEARCH_P99_TARGET_MS} ms`,
      met: f.p99 <= SEARCH_P99_TARGET_MS,
    });
  } finally {
    await b.drop();
  }
};
