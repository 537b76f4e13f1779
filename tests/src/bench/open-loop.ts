// The open-loop run: requests arrive at a fixed rate whatever the server's answers (as visitors and
// crawlers do), and each latency counts from the instant its request was due, so a server that
// falls behind shows it (no coordinated omission). Rates rise until p99 passes the goal.
import http from 'node:http';
import os from 'node:os';
import { demoMembers } from '@academy/app';
import { EXPERTISE_CATALOGUE } from '@academy/domain';
import { ms, percentile } from './measure.js';
import { seeded } from './registry-members.js';

/** The mix of the page-cost issue: reads as a visitor sends them, page views 15% of them. */
export const OPEN_LOOP_MIX = {
  'registry search': 45,
  'journal list': 15,
  'journal search': 10,
  profile: 15,
  '/journal page': 10,
  '/registry page': 5,
} as const;
export type OpenLoopKind = keyof typeof OPEN_LOOP_MIX;

export interface OpenLoopPopulation {
  names: string[];
  userIDs: string[];
  journalWords: string[];
}

export interface OpenLoopStep {
  rate: number;
  seconds: number;
  sent: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx or 304, and requests with no answer within the timeout. */
  errors: number;
  /** p99 by kind, ms. */
  byKind: Map<OpenLoopKind, number>;
}

const TIMEOUT_MS = 5_000;

const getJson = async <T>(url: string): Promise<T> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
};

/** What the requests ask for, read from the seeded academy. */
export const openLoopPopulation = async (origin: string, members: number, seed: number) => {
  const userIDs: string[] = [];
  for (let page = 1; page <= 5; page++) {
    const found = await getJson<{ hits: { userID: string }[] }>(
      `${origin}/rest/registry/search?sort=name&limit=100&page=${page}`,
    );
    userIDs.push(...found.hits.map((h) => h.userID));
  }
  const list = await getJson<{ publications: { title?: string }[] }>(`${origin}/rest/journal/list`);
  const titles = list.publications.flatMap((p) => (p.title ? [p.title] : []));
  const journalWords = [...new Set(titles.flatMap((t) => t.toLowerCase().match(/[a-z]{5,}/g) ?? []))];
  const names = [...new Set(demoMembers(members, seed).flatMap((m) => [m.firstName, m.lastName]))];
  if (userIDs.length === 0 || journalWords.length === 0) throw new Error('open loop: too little seeded');
  return { names, userIDs, journalWords } satisfies OpenLoopPopulation;
};

/** The path of one request of `kind`, its values drawn with `random`. */
export const openLoopPath = (kind: OpenLoopKind, p: OpenLoopPopulation, random: () => number): string => {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const q = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  switch (kind) {
    case 'registry search':
      return random() < 0.7
        ? `/rest/registry/search?${q({ query: pick(p.names).slice(0, 3 + Math.floor(random() * 4)) })}`
        : `/rest/registry/search?${q({ expertise: pick(EXPERTISE_CATALOGUE) })}`;
    case 'journal list':
      return `/rest/journal/list?${q({ page: 1 + Math.floor(random() * 3), sort: 'newest' })}`;
    case 'journal search':
      return `/rest/journal/search?${q({ query: pick(p.journalWords) })}`;
    case 'profile':
      return `/rest/user/profile?${q({ userID: pick(p.userIDs) })}`;
    case '/journal page':
      return random() < 0.5 ? '/journal' : `/journal?${q({ page: 2 + Math.floor(random() * 3) })}`;
    case '/registry page':
      return random() < 0.5 ? '/registry' : `/registry?${q({ query: pick(p.names) })}`;
  }
};

/** Kinds dealt in proportion to the mix, interleaved (a deck of 100). */
const deck = (): OpenLoopKind[] =>
  (Object.entries(OPEN_LOOP_MIX) as [OpenLoopKind, number][])
    .flatMap(([kind, n]) => Array.from({ length: n }, (_, i) => ({ kind, at: (i + 0.5) / n })))
    .sort((a, b) => a.at - b.at)
    .map((e) => e.kind);

/** One step: `rate` requests a second for `seconds`, each sent when due on a pool of kept-alive sockets. */
export const openLoopStep = async (
  origin: string,
  p: OpenLoopPopulation,
  rate: number,
  seconds: number,
  seed: number,
): Promise<OpenLoopStep> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const random = seeded(seed);
  const kinds = deck();
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const byKind = new Map<OpenLoopKind, number[]>();
  let errors = 0;
  const start = performance.now() + 50;
  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const kind = kinds[i % kinds.length]!;
      const due = start + (i * 1000) / rate;
      const done = (ok: boolean) => {
        const ms = performance.now() - due;
        if (!ok) errors++;
        latencies.push(ms);
        const times = byKind.get(kind) ?? [];
        times.push(ms);
        byKind.set(kind, times);
        resolve();
      };
      const req = http.get(`${origin}${openLoopPath(kind, p, random)}`, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          done((res.statusCode! >= 200 && res.statusCode! < 300) || res.statusCode === 304),
        );
        res.on('error', () => done(false));
      });
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.on('error', () => done(false));
    });
  const pending: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + (next * 1000) / rate <= now) pending.push(one(next++));
      if (next >= total) resolve();
      else setTimeout(tick, Math.max(0, Math.min(5, start + (next * 1000) / rate - now)));
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  return {
    rate,
    seconds,
    sent: total,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    byKind: new Map([...byKind].map(([k, v]) => [k, percentile(v, 99)])),
  };
};

const GOAL_P99_MS = 250;

/**
 * A warm-up at the first rate (not counted), then each rate in turn, printed as it ends with the
 * machine's 1-minute load average, until p99 passes four times the goal (higher rates only queue
 * more); then the highest rate that held it.
 */
export const openLoopRun = async (
  origin: string,
  population: OpenLoopPopulation,
  name: string,
  run: { rates: readonly number[]; seconds: number; warmup: number; seed: number },
): Promise<void> => {
  await openLoopStep(origin, population, run.rates[0]!, run.warmup, run.seed);
  let held: number | undefined;
  for (const [i, rate] of run.rates.entries()) {
    const step = await openLoopStep(origin, population, rate, run.seconds, run.seed + i + 1);
    const ok = step.p99 <= GOAL_P99_MS && step.errors === 0;
    if (ok) held = rate;
    const kinds = [...step.byKind].map(([k, p99]) => `${k} ${ms(p99)}`).join(', ');
    process.stdout.write(
      `open loop, ${name}, ${rate} req/s for ${run.seconds} s: p50 ${ms(step.p50)}, p99 ${ms(step.p99)}, ` +
        `${step.errors} errors of ${step.sent} ${ok ? '✓' : '✗'} (p99 by kind: ${kinds}; ` +
        `load average ${os.loadavg()[0]!.toFixed(1)})\n`,
    );
    if (step.p99 > 4 * GOAL_P99_MS) break;
  }
  process.stdout.write(
    `open loop, ${name}: highest rate with p99 ≤ ${GOAL_P99_MS} ms and 0 errors: ${held ?? 'none'} req/s (goal ≥ 400)\n`,
  );
};
