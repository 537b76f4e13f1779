// Journal search over synthetic publications, on each adapter of the search port:
//   node tests/dist/bench/journal-search-cli.js [--publications 20000] [--adapters pglite,postgres,meili] [--seconds 10] [--clients 16]
// postgres needs DATABASE_URL; meili uses MEILI_URL (+ MEILI_MASTER_KEY) or the bundled binary.
// `npm run bench` prints the same figures for PGlite and PostgreSQL (smaller unless --journal-full).
import { journalCollection } from '@academy/platform';
import { benchJournalSearch, indexJournalBench } from './journal-search.js';
import { ms } from './measure.js';
import { cliArg } from '../support/cli-args.js';
import { onSearchAdapters, p99Verdict } from './search-adapters.js';

const n = Number(cliArg('publications', '20000'));
const adapters = cliArg('adapters', 'pglite,postgres,meili').split(',');
const durationMs = Number(cliArg('seconds', '10')) * 1000;
// One client shows a search's own time; 16 (the issue's) add the queueing on a busy machine.
const clients = Number(cliArg('clients', '16'));

process.stdout.write(`Journal search, ${n} publications, ${clients} clients, ${durationMs / 1000} s\n`);
await onSearchAdapters(
  adapters,
  journalCollection,
  (write, batch) => indexJournalBench(n, write, batch),
  async (adapter, reader) => {
    const f = await benchJournalSearch(reader, { clients, durationMs });
    process.stdout.write(
      `${adapter.padEnd(8)} journal search  p50 ${ms(f.p50).padStart(7)}  p99 ${ms(f.p99).padStart(7)}  ${f.perSecond.toFixed(0).padStart(5)} q/s` +
        `  mean total ${f.meanTotal.toFixed(0)}  first ${ms(f.firstMs)}  (${p99Verdict(f.p99)})\n`,
    );
  },
);
