import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakePasswords, startTestApp, type TestApp } from '../support/test-app.js';
import { endpointsOf, fuzzEndpoint, fuzzSessions, journalTier, refusedAppends } from './fuzz-endpoint.js';
import { type FuzzRequest } from './hostile-requests.js';
import { sweepSite } from './site-sweep.js';
import { sweepEndpoint, type SweepSamples } from './unicode-sweep.js';

// `npm test` runs FUZZ_RUNS (default 40) random cases per endpoint and a compact Unicode sweep, a
// fixed budget of some 30 s; `npm run fuzz -- --runs 10000` runs more, and the full sweep.
const runs = Number(process.env.FUZZ_RUNS ?? 40);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

/** One of each kind: a lone surrogate, a reversed pair, a NUL, a noncharacter; a bidi override, a combining flood, a limit + 1. */
const compactSweep: SweepSamples = {
  illFormed: ['\ud800', '\udc00\ud800', 'a\u0000b', 'x\ufffe\uffff'],
  odd: ['abc\u202edcba', 'e' + '\u0301'.repeat(3_000), 'x'.repeat(201)],
};

// Every endpoint in one test (the table is known once the app runs).
jest.setTimeout(600_000);

let app: TestApp;

beforeAll(async () => {
  // OIDC settings (an issuer nobody answers at) so the sign-in callback is fuzzed too.
  app = await startTestApp({
    passwords: fakePasswords,
    env: { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'academy', OIDC_CLIENT_SECRET: 'secret' },
  });
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

describe(`the fuzz suite over the route table (${runs} cases per endpoint and a Unicode sweep, FUZZ_SEED=${seed})`, () => {
  it('when every endpoint the app serves gets hostile paths, queries, headers and bodies, and every string field, key, query, path parameter and header holds a lone surrogate, a reversed pair, a NUL or odd but well-formed text, then none answers 5xx or leaks internals, every 4xx follows the error table, ill-formed text is refused with 400 validation-failed naming the field while the store does not move, and no refused request appends an event', async () => {
    const endpoints = endpointsOf(app);
    expect(endpoints.length).toBeGreaterThanOrEqual(15);
    const failures: Record<string, string[]> = {};
    for (const spec of endpoints) {
      // One pair of sessions per endpoint (an endpoint may end them: sign-out, a ban).
      const sessions = await fuzzSessions(app, journalTier(spec));
      for (const report of [
        await fuzzEndpoint(app, spec, runs, seed, sessions),
        await sweepEndpoint(app, spec, compactSweep, sessions),
      ])
        if (report.violationCount > 0) failures[report.endpoint] = report.violations;
    }
    expect(failures).toEqual({});
  });

  it('when OAI-PMH arguments and the feed’s, the sitemaps’ and robots.txt’s addresses hold a lone surrogate, a NUL, a noncharacter or odd text, then none answers 5xx and every XML answer is well-formed', async () => {
    const report = await sweepSite(app, compactSweep);
    expect(report.cases).toBeGreaterThan(100);
    expect(report.violations).toEqual([]);
  }, 600_000);
});

describe('the fuzz suite’s append check', () => {
  it('when an event carries the id of a request that was refused, then it is reported, however many events came before it', async () => {
    const store = app.server.core.store;
    const head = await store.head();
    const refusedReq: FuzzRequest = { method: 'POST', path: '/rest/x', headers: {}, as: 'member' };
    const event = (n: number, correlationId: string) => ({
      eventId: randomUUID(),
      type: 'FuzzProbe',
      data: { n },
      metadata: { actor: null, correlationId, causationId: null, timestamp: new Date().toISOString() },
    });
    const stream = `fuzz-probe-${randomUUID()}`;
    const before = Array.from({ length: 1_200 }, (_, n) => event(n, `answered-${n}`));
    await store.append(stream, [...before, event(1_200, 'refused-1')], { expectedVersion: 'no-stream' });

    const found = await refusedAppends(store, head, new Map([['refused-1', refusedReq]]));
    expect(found).toEqual([{ req: refusedReq, type: 'FuzzProbe' }]);
    expect(await refusedAppends(store, head, new Map([['never-sent', refusedReq]]))).toEqual([]);
  });
});
