// The mixed-load run (issue 13): autocannon, 200 connections, against the real server in a child
// process on a seeded academy; 80% queries, 15% sign-ins and profile edits, 5% submissions.
import autocannon from 'autocannon';
import { demoMembers } from '@academy/app';
import { EXPERTISE_CATALOGUE } from '@academy/domain';
import { type BenchBackend } from './backends.js';
import { forEachLimited, mean, ms, note, percentile } from './measure.js';
import {
  mixedRequest,
  MIX,
  type MemberSession,
  type Population,
  type RequestKind,
} from './mixed-load-mix.js';
import { seeded } from './registry-members.js';
import { type RouteFigures } from './route-figures.js';
import { ServerChild } from './server-child.js';
import { type MixedLoadSizes } from './sizes.js';

export const CONNECTIONS = 200;
/** autocannon's default: a request not answered in 10 s counts as a timeout (a socket error). */
const TIMEOUT_SECONDS = 10;
export const SEED = 13;
export const PASSWORD = 'mixed-load-password';
/** Members signed in before the run (more than connections): their cookies make the writes and member queries. */
const SESSIONS = CONNECTIONS + 20;
/** The demo tiers that may submit to the Journal (the built-in catalogue). */
const SUBMITTING_TIERS = new Set(['member', 'fellow']);

export interface KindFigures {
  count: number;
  non2xx: number;
  latencies: number[];
}

export interface MixedLoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers, non-2xx answers, and socket errors (timeouts included: no answer in 10 s). */
  answers: number;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  errorRate: number;
  byKind: Map<RequestKind, KindFigures>;
  /** Requests of each kind sent and not answered within the timeout. */
  timedOut: Map<RequestKind, number>;
  /** Status codes of the non-2xx answers, with their counts. */
  statuses: Map<number, number>;
  seedSeconds: number;
  /** argon2id verifications (sign-ins) in the measured window, with their mean wall time. */
  verifications: { count: number; meanMs: number };
  /** The server's requests, SQL statements and cache outcomes by route in the measured window. */
  routes: RouteFigures[];
}

const expect2xx = async (res: Response, what: string): Promise<Response> => {
  if (res.status < 200 || res.status > 299)
    throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return res;
};

const getJson = async <T>(url: string, cookie?: string): Promise<T> =>
  (await (await expect2xx(await fetch(url, { headers: cookie ? { cookie } : {} }), url)).json()) as T;

/** Signs in as a browser does and keeps the session cookie. */
export const signIn = async (origin: string, email: string): Promise<MemberSession> => {
  const res = await fetch(`${origin}/rest/signin/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await expect2xx(res, `sign-in of ${email}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]!)[0];
  if (!cookie) throw new Error(`sign-in of ${email} set no cookie`);
  const own = await getJson<{ userID: string; firstName: string; lastName: string }>(
    `${origin}/rest/user/profile`,
    cookie,
  );
  return { cookie, userID: own.userID, name: `${own.firstName} ${own.lastName}` };
};

/** Reads from the seeded academy what the requests will ask for, and signs members in. */
export const population = async (origin: string, sizes: MixedLoadSizes): Promise<Population> => {
  const members = demoMembers(sizes.members, SEED);
  const userIDs: string[] = [];
  for (let page = 1; page <= 5; page++) {
    const found = await getJson<{ hits: { userID: string }[] }>(
      `${origin}/rest/registry/search?sort=name&limit=100&page=${page}`,
    );
    userIDs.push(...found.hits.map((h) => h.userID));
  }
  const titles: string[] = [];
  const years = new Set<number>();
  for (let page = 1; page <= 3; page++) {
    const list = await getJson<{ publications: { title?: string; publishYear: number }[] }>(
      `${origin}/rest/journal/list?page=${page}`,
    );
    for (const p of list.publications) {
      if (p.title) titles.push(p.title);
      years.add(p.publishYear);
    }
  }
  const journalWords = [...new Set(titles.flatMap((t) => t.toLowerCase().match(/[a-z]{5,}/g) ?? []))];
  const writers = members.filter((m) => SUBMITTING_TIERS.has(m.membershipTier)).slice(0, SESSIONS);
  const sessions: MemberSession[] = [];
  await forEachLimited(writers, 4, async (member) => {
    const session = await signIn(origin, member.email);
    await expect2xx(
      await fetch(`${origin}/rest/journal/submit/precheck`, { headers: { cookie: session.cookie } }),
      `submit precheck of ${member.email}`,
    );
    sessions.push(session);
  });
  if (userIDs.length === 0 || journalWords.length === 0 || sessions.length < SESSIONS)
    throw new Error('mixed load: the seeded academy has too few members, publications or submitters');
  const writerEmails = new Set(writers.map((m) => m.email));
  return {
    origin,
    names: [...new Set(members.flatMap((m) => [m.firstName, m.lastName]))],
    expertise: EXPERTISE_CATALOGUE,
    userIDs,
    journalWords,
    sessions,
    accounts: members
      .filter((m) => !writerEmails.has(m.email))
      .map((m) => ({ email: m.email, password: PASSWORD })),
    years: [...years],
  };
};

type Recorder = (kind: RequestKind, status: number, ms: number) => void;

/**
 * autocannon runs of the mix, all dealing from one request: a write the warm-up left unanswered
 * (the server still doing it) keeps its member out of the measured run's writes.
 */
export const loadRunner = (origin: string, pop: Population) => {
  let last: { kind: RequestKind; status: number } | undefined;
  const request = mixedRequest(pop, seeded(SEED), (kind, status) => (last = { kind, status }));
  /** One run; `record` hears each answer's kind, status and latency; timeouts by kind of this run. */
  const run = (
    seconds: number,
    record: Recorder,
  ): Promise<{ result: autocannon.Result; timedOut: Map<RequestKind, number> }> => {
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: origin,
          connections: CONNECTIONS,
          duration: seconds,
          timeout: TIMEOUT_SECONDS,
          requests: [request],
        },
        (error: unknown, result) =>
          error
            ? reject(error instanceof Error ? error : new Error(String(error)))
            : resolve({ result, timedOut: request.unanswered(TIMEOUT_SECONDS * 1000, started) }),
      );
      // autocannon emits `response` (with the latency) right after the request's onResponse.
      instance.on('response', (_client, _status, _bytes, ms) => {
        if (last) record(last.kind, last.status, ms);
        last = undefined;
      });
    });
  };
  return run;
};

export const benchMixedLoad = async (
  backend: BenchBackend,
  sizes: MixedLoadSizes,
): Promise<MixedLoadFigures> => {
  const server = await ServerChild.start(backend);
  try {
    note(
      `mixed load: seeding ${sizes.members.toLocaleString('en-US')} members and ${sizes.publications} publications`,
    );
    const seedSeconds = await server.seedAcademy({
      members: sizes.members,
      publications: sizes.publications,
      seed: SEED,
      password: PASSWORD,
    });
    const pop = await population(server.url, sizes);
    note(
      `mixed load: seeded in ${seedSeconds.toFixed(0)} s; ${pop.sessions.length} sessions; warm-up ${sizes.warmupSeconds} s, then ${sizes.seconds} s`,
    );
    const run = loadRunner(server.url, pop);
    await run(sizes.warmupSeconds, () => undefined);
    await server.stats(); // drops the warm-up's hash times
    const byKind = new Map<RequestKind, KindFigures>(
      (Object.keys(MIX) as RequestKind[]).map((k) => [k, { count: 0, non2xx: 0, latencies: [] }]),
    );
    const statuses = new Map<number, number>();
    const all: number[] = [];
    const { result, timedOut } = await run(sizes.seconds, (kind, status, ms) => {
      const figures = byKind.get(kind)!;
      figures.count++;
      figures.latencies.push(ms);
      all.push(ms);
      if (status < 200 || status > 299) {
        figures.non2xx++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    });
    const { verifyMs, routes } = await server.stats();
    const answers = all.length;
    const socketErrors = result.errors;
    const non2xx = [...byKind.values()].reduce((n, k) => n + k.non2xx, 0);
    return {
      requestsPerSecond: answers / result.duration,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      answers,
      non2xx,
      socketErrors,
      timeouts: result.timeouts,
      errorRate: (non2xx + socketErrors) / Math.max(1, answers + socketErrors),
      byKind,
      timedOut,
      statuses,
      seedSeconds,
      verifications: { count: verifyMs.length, meanMs: mean(verifyMs) },
      routes,
    };
  } finally {
    await server.stop();
  }
};

/** One line per kind: its share of the answers, p50, p99 and non-2xx answers. */
export const kindLines = (figures: MixedLoadFigures): string[] =>
  [...figures.byKind].map(
    ([kind, k]) =>
      `${kind}: ${k.count.toLocaleString('en-US')} (${((k.count / Math.max(1, figures.answers)) * 100).toFixed(1)}%), p50 ${ms(percentile(k.latencies, 50))}, p99 ${ms(percentile(k.latencies, 99))}${k.non2xx ? `, non-2xx ${k.non2xx}` : ''}${figures.timedOut.get(kind) ? `, timed out ${figures.timedOut.get(kind)}` : ''}`,
  );
