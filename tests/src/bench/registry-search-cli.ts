// Registry search over synthetic members, on each adapter of the search port:
//   node tests/dist/bench/registry-search-cli.js [--members 100000] [--adapters pglite,postgres,meili]
//     [--kinds name,expertise,filters+facets,facets] [--seconds 10]
// postgres needs DATABASE_URL; meili uses MEILI_URL (+ MEILI_MASTER_KEY) or the bundled binary.
import { membersCollection } from '@academy/platform';
import { ms, note } from './measure.js';
import {
  benchRegistrySearch,
  indexBenchMembers,
  registryQueryKinds,
  type RegistryQueryKind,
  type RegistrySearchFigure,
} from './registry-search.js';
import { cliArg } from '../support/cli-args.js';
import { onSearchAdapters, p99Verdict, type SearchAdapter } from './search-adapters.js';

const n = Number(cliArg('members', '100000'));
const adapters = cliArg('adapters', 'pglite,postgres,meili').split(',');
const durationMs = Number(cliArg('seconds', '10')) * 1000;
const kinds = cliArg('kinds', registryQueryKinds.join(',')).split(',') as RegistryQueryKind[];
const unknown = kinds.filter((k) => !registryQueryKinds.includes(k));
if (unknown.length) throw new Error(`No query kind ${unknown.join(', ')}: ${registryQueryKinds.join(', ')}`);

const print = (adapter: SearchAdapter, figures: RegistrySearchFigure[]) => {
  for (const f of figures) {
    process.stdout.write(
      `${adapter.padEnd(8)} ${f.kind.padEnd(15)} p50 ${ms(f.p50).padStart(7)}  p99 ${ms(f.p99).padStart(7)}  ${f.perSecond.toFixed(0).padStart(5)} q/s` +
        `${Number.isNaN(f.meanTotal) ? '' : `  mean total ${f.meanTotal.toFixed(0)}`}  first ${ms(f.firstMs)} (${p99Verdict(f.p99)})\n`,
    );
  }
};

process.stdout.write(`Registry search, ${n} members, 16 clients, ${durationMs / 1000} s per kind\n`);
await onSearchAdapters(
  adapters,
  membersCollection,
  (write, batch) =>
    indexBenchMembers(
      n,
      (members) => write(members.map((m) => m.document)),
      batch,
      (done) => done % 20000 === 0 && note(`${done} indexed`),
    ),
  async (adapter, reader, members) =>
    print(adapter, await benchRegistrySearch(reader, members, { durationMs, kinds })),
);
