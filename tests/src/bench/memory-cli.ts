// Memory of the embedded server on a data folder (issue 13: 100,000 members under 300 MB resident):
//   node tests/dist/bench/memory-cli.js --data DIR [--settle 30]
// Starts the built app (app/dist/main.js) on DIR in a process of its own, then prints its resident
// memory (VmRSS, and the peak VmHWM, from /proc) at start, after the first Registry search (which
// loads the search's in-memory columns), after a round of searches of every kind, and after
// `--settle` seconds with nothing asked. Seed DIR first: `DATA_DIR=DIR npm run seed -- --members 100000`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appProcess, sleep } from '../chaos/app-process.js';
import { cliArg } from '../support/cli-args.js';
import { ms, now } from './measure.js';

const dataDir = cliArg('data');
if (!dataDir) throw new Error('--data DIR names the data folder to start on');
const settleSeconds = Number(cliArg('settle', '30'));

/** Searches a member makes: names, prefixes, expertise, filters with facets, broad text. */
const searches = [
  'query=Lovelace',
  'query=Ada',
  'expertise=physics',
  'query=math',
  'query=smith&availability=mentoring',
  `location=${encodeURIComponent('{"country":"DE"}')}&expertise=chemistry`,
  'query=Turing',
  'sort=name&page=3',
  'query=a',
  'query=b',
];

const app = await appProcess({ dataDir });
const mb = (kb: string | undefined) => `${Math.round(Number(kb ?? 0) / 1024)} MB`;
/** A /proc file's text, or '' when its process ended meanwhile. */
const proc = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const kb = (file: string, name: string) =>
  Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(proc(file))?.[1] ?? 0);
/**
 * The embedded PostgreSQL's processes (the postmaster named in DATA_DIR/postgres/postmaster.pid and
 * its children): their resident memory summed, and their proportional share (Pss), which counts
 * the shared buffers once rather than in every process that touched them.
 */
const postgresMemory = (): string => {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return '';
  const postmaster = readFileSync(pidFile, 'utf8').split('\n')[0]!;
  const pids = readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    const stat = proc(`/proc/${pid}/stat`);
    return pid === postmaster || stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === postmaster;
  });
  const rss = pids.reduce((sum, pid) => sum + kb(`/proc/${pid}/status`, 'VmRSS'), 0);
  const pss = pids.reduce((sum, pid) => sum + kb(`/proc/${pid}/smaps_rollup`, 'Pss'), 0);
  return `  + postgres: ${pids.length} processes, resident ${mb(String(rss))} summed, Pss ${mb(String(pss))}`;
};
const memory = (when: string) => {
  const status = `/proc/${app.pid()}/status`;
  process.stdout.write(
    `${when.padEnd(34)} resident ${mb(String(kb(status, 'VmRSS'))).padStart(7)}  peak ${mb(String(kb(status, 'VmHWM')))}${postgresMemory()}\n`,
  );
};
const search = async (query: string) => {
  const started = now();
  const res = await fetch(`${app.base}/rest/registry/search?${query}`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${query}: ${res.status}`);
  return now() - started;
};

try {
  await app.start();
  while ((await fetch(`${app.base}/readyz`)).status !== 200) await sleep(200);
  await sleep(1_000);
  process.stdout.write(`Memory of the server on ${dataDir}\n`);
  memory('at start (ready)');
  const first = await search(searches[0]!);
  memory(`after the first search (${ms(first)})`);
  const times = [];
  for (const query of searches) times.push(await search(query));
  memory(`after ${searches.length} searches (max ${ms(Math.max(...times))})`);
  await sleep(settleSeconds * 1_000);
  memory(`${settleSeconds} s later`);
} finally {
  await app.stopWhenReady();
  app.dispose();
}
