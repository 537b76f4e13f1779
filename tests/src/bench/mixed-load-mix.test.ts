import { describe, expect, it } from '@jest/globals';
import { buildRequest, deck, mixedRequest, QUERY_KINDS, type Population } from './mixed-load-mix.js';
import { seeded } from './registry-members.js';

const sessions = Array.from({ length: 3 }, (_, i) => ({
  cookie: `academy_session=s${i}`,
  userID: `u${i}`,
  name: `Member ${i}`,
}));

const population: Population = {
  origin: 'http://127.0.0.1:3000',
  names: ['Ada', 'Lovelace'],
  expertise: ['topology'],
  userIDs: ['u9'],
  journalWords: ['manifolds', 'entropy'],
  sessions,
  accounts: [{ email: 'ada@example.org', password: 'a-long-password' }],
  years: [2024],
};

describe('the mixed-load request mix', () => {
  it('when 20 requests are dealt, then 16 are queries, 3 sign-ins and profile edits, and 1 a submission', () => {
    const kinds = deck();
    const count = (match: (k: string) => boolean) => kinds.filter(match).length;
    expect(kinds).toHaveLength(20);
    expect(count((k) => QUERY_KINDS.includes(k as never))).toBe(16);
    expect(count((k) => k === 'sign-in' || k === 'profile edit')).toBe(3);
    expect(count((k) => k === 'submission')).toBe(1);
  });

  it('when a write is built, then it carries what a page of the site sends: JSON, the origin and the session', () => {
    const edit = buildRequest('profile edit', population, seeded(1), sessions[1]);
    expect(edit).toMatchObject({
      method: 'PATCH',
      path: '/rest/user/profile',
      headers: {
        'content-type': 'application/json',
        origin: population.origin,
        'sec-fetch-site': 'same-origin',
        cookie: sessions[1]!.cookie,
      },
    });
    const submission = JSON.parse(
      buildRequest('submission', population, seeded(1), sessions[2]).body as string,
    ) as { authors: unknown[] };
    expect(submission.authors[0]).toEqual({ name: 'Member 2', userID: 'u2' });
  });

  it('when writes are in flight at once, then no two hold the same member, and an answer frees its member', () => {
    const kinds: string[] = [];
    const request = mixedRequest(population, seeded(1), (kind) => kinds.push(kind));
    const setup = request.setupRequest as (r: object, c: object) => { headers?: Record<string, string> };
    const answer = request.onResponse as (s: number, b: string, c: object) => void;
    const writers: string[] = [];
    const contexts: object[] = [];
    // The deck's one submission and two edits fall within its first 20 requests.
    for (let i = 0; i < 20; i++) {
      const context = {};
      const built = setup({}, context);
      if ((context as { writer?: unknown }).writer) writers.push(built.headers!.cookie!);
      contexts.push(context);
    }
    expect(writers).toHaveLength(3);
    expect(new Set(writers).size).toBe(3);
    contexts.forEach((c) => answer(200, '', c));
    expect(kinds).toHaveLength(20);
    // Three members and three writes in every 20: the next 20 find them free again.
    expect(() => deck().forEach(() => setup({}, {}))).not.toThrow();
  });

  it('when requests are never answered, then they count as timed out by kind, and a write’s member is taken again', () => {
    let clock = 0;
    const request = mixedRequest(
      population,
      seeded(1),
      () => undefined,
      () => clock,
    );
    const setup = request.setupRequest as (r: object, c: object) => object;
    deck().forEach(() => setup({}, {})); // three writes, never answered
    expect(() => deck().forEach(() => setup({}, {}))).toThrow(/every member is writing/);
    clock = 10_001;
    const timedOut = request.unanswered(10_000);
    expect([timedOut.get('profile edit'), timedOut.get('submission')]).toEqual([2, 1]);
    expect(() => deck().forEach(() => setup({}, {}))).not.toThrow();
  });
});
