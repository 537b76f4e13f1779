// Memory of the embedded server on a data folder (issue 13: 100,000 members under 300 MB resident):
//   node tests/dist/bench/memory-cli.js --data DIR [--settle 30]
// Starts the built app (app/dist/main.js) on DIR in a process of its own, then prints its resident
// memory (VmRSS, and the peak VmHWM, from /proc) at start, after the first Registry search (which
// loads the search's in-memory columns), after a round of searches of every kind, and after
// `--settle` seconds with nothing asked. Seed DIR first: `DATA_DIR=DIR npm run seed -- --members 100000`.
import { readFileSync } from 'node:fs';
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
const memory = (when: string) => {
  const status = readFileSync(`/proc/${app.pid()}/status`, 'utf8');
  const field = (name: string) => new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1];
  process.stdout.write(
    `${when.padEnd(34)} resident ${mb(field('VmRSS')).padStart(7)}  peak ${mb(field('VmHWM'))}\n`,
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
