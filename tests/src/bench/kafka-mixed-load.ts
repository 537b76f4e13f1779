// Part of `npm run bench -- --bench=kafka` (KAFKA_BROKERS): the end-to-end lag under the mixed load.
// The server runs every role over Kafka in one process (BENCH_KAFKA; server-process.ts): seeded and
// caught up in process, then moved onto Kafka (the relay sends the seeded store, the workers skip
// it) while the load's members sign in. The mixed load of mixed-load.ts then runs against it while
// a few members of their own (kept out of the load) edit their profiles, one edit at a time each,
// and read them back through the profile query until the new headline shows.
import { buildRequest } from './mixed-load-mix.js';
import { loadRunner, PASSWORD, population, SEED, signIn } from './mixed-load.js';
import { type BenchBackend } from './backends.js';
import { note, percentile } from './measure.js';
import { seeded } from './registry-members.js';
import { type Report } from './report.js';
import { ServerChild } from './server-child.js';
import { type MixedLoadSizes } from './sizes.js';

const PAUSE_BETWEEN_SAMPLES_MS = 100;
/** How often a sampler reads the profile back (its reads add to the load). */
const POLL_MS = 10;
/** Members sampling at once, each one edit at a time (beside the load's 200 connections). */
const SAMPLERS = 8;
/** A sampled edit not visible after this long is reported as such (the bench stops). */
const GIVE_UP_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One profile edit, acknowledged; then its time until the profile query answers it. */
const sampleLag = async (
  origin: string,
  request: ReturnType<typeof buildRequest>,
  userID: string,
  headline: string,
): Promise<number> => {
  const body = { ...(JSON.parse(String(request.body)) as Record<string, unknown>), headline };
  const res = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`a sampled profile edit answered ${res.status}: ${await res.text()}`);
  const acknowledged = performance.now();
  for (;;) {
    const read = await fetch(`${origin}/rest/user/profile?userID=${userID}`);
    if (read.ok && ((await read.json()) as { headline?: string }).headline === headline)
      return performance.now() - acknowledged;
    if (performance.now() - acknowledged > GIVE_UP_MS)
      throw new Error(`a sampled profile edit was not visible after ${GIVE_UP_MS / 1000} s`);
    await sleep(POLL_MS);
  }
};

export const benchKafkaMixedLoad = async (
  report: Report,
  backend: BenchBackend,
  sizes: MixedLoadSizes,
): Promise<void> => {
  const t0 = performance.now();
  const since = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
  const server = await ServerChild.start({ ...backend, env: { ...backend.env, BENCH_KAFKA: '1' } });
  try {
    note(`Kafka under mixed load: seeding ${sizes.members} members and ${sizes.publications} publications`);
    await server.seedAcademy({ ...sizes, seed: SEED, password: PASSWORD });
    note(`Kafka under mixed load: seeded at ${since()}; the roles started; signing members in`);
    const pop = await population(server.url, sizes);
    // The seeded store goes through the relay and the workers while the members sign in.
    while ((await server.delivery()).behind > 0) await sleep(200);
    note(`Kafka under mixed load: signed in, and the workers caught up at ${since()}`);
    // The sampling members are kept out of the load's sign-ins: no request of the load writes their streams.
    const samplers = await Promise.all(
      pop.accounts.slice(0, SAMPLERS).map((account) => signIn(server.url, account.email)),
    );
    const run = loadRunner(server.url, { ...pop, accounts: pop.accounts.slice(SAMPLERS) });
    await run(sizes.warmupSeconds, () => undefined);
    note(`Kafka under mixed load: warmed up at ${since()}`);
    const before = await server.delivery();
    const started = performance.now();
    let answers = 0;
    const load = run(sizes.seconds, () => answers++);
    const lags: number[] = [];
    const random = seeded(SEED + 1);
    const end = started + (sizes.seconds - 1) * 1000;
    const sampling = samplers.map(async (sampler, n) => {
      for (let i = 0; performance.now() < end; i++) {
        const edit = buildRequest('profile edit', pop, random, sampler);
        lags.push(await sampleLag(server.url, edit, sampler.userID, `Sample ${n}.${i} of the Kafka lag`));
        await sleep(PAUSE_BETWEEN_SAMPLES_MS);
      }
    });
    await Promise.all([load, ...sampling]);
    note(`Kafka under mixed load: run ended at ${since()}`);
    const seconds = (performance.now() - started) / 1000;
    const after = await server.delivery();
    const relayed = after.relayed - before.relayed;
    report.add({
      backend: 'Kafka',
      benchmark: `end-to-end lag under the mixed load (${answers.toLocaleString('en-US')} answers in ${seconds.toFixed(0)} s, ${lags.length} sampled profile edits): acknowledged to visible through the profile query`,
      value: `p50 ${percentile(lags, 50).toFixed(0)} ms, p99 ${percentile(lags, 99).toFixed(0)} ms`,
    });
    report.add({
      backend: 'Kafka',
      benchmark: 'relay under the mixed load (all roles in one process)',
      value: `${Math.round(relayed / seconds).toLocaleString('en-US')} events/s relayed (${relayed.toLocaleString('en-US')} events); ${after.unrelayed} not yet relayed at the end`,
    });
  } finally {
    await server.stop();
  }
};
