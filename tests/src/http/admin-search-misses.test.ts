import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAdminCommand } from '@academy/app';
import { type DashboardCharts } from '@academy/domain';
import { fakePasswords, startTestApp, type TestApp, type TestMember } from '../support/test-app.js';

// A machine shared with other work can be slow: each test may take up to 30 s.
jest.setTimeout(30_000);

const DAY_MS = 86_400_000;

let app: TestApp;
let admin: TestMember;
let member: TestMember;
let position: number;

beforeAll(async () => {
  app = await startTestApp({ passwords: fakePasswords });
  admin = await app.member({ firstName: 'Grace', lastName: 'Hopper' });
  member = await app.member({ firstName: 'Ada', lastName: 'Lovelace', membershipTier: 'member' });
  await runAdminCommand(app.server.core, { action: 'grant', email: admin.email, operator: 'operator:test' });
  position = Math.max(admin.position, member.position);
}, 180_000);

afterAll(async () => {
  await app?.close();
}, 30_000);

let lastCache: string | null = null;

/** A member's Registry search over HTTP: how many it found (`lastCache`: its X-Cache). */
const search = async (query: string, page = 1): Promise<number> => {
  const params = new URLSearchParams({ query, page: String(page) });
  const res = await member.browser.get(`/rest/registry/search?${params}`, {
    'X-Min-Position': String(position),
  });
  expect(res.status).toBe(200);
  lastCache = res.headers.get('x-cache');
  return ((await res.json()) as { total: number }).total;
};

const charts = async (range: string, as: TestMember = admin) => {
  const res = await as.browser.get(`/rest/admin/dashboard/charts?range=${range}`);
  return { status: res.status, body: (await res.json()) as DashboardCharts & { error?: string } };
};

const tally = async () =>
  (
    await app.db.query<{ day: string; query: string; count: number }>(
      `select to_char(day, 'YYYY-MM-DD') as day, query, count from registry_search_misses order by day, query`,
    )
  ).rows;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

describe('the Registry searches that found nobody, on the admin dashboard', () => {
  it('when members search for texts that find nobody, then after the flush each is counted per day and normalised text; a search that found members, or a later page, is not', async () => {
    const today = dayOf(app.server.core.clock());
    expect(await search('Zzyzx Quux')).toBe(0);
    expect(await search('  zzyzx   QUUX ')).toBe(0);
    expect(await search('Xylophonist')).toBe(0);
    for (let i = 0; i < 3; i++) expect(await search('Once Only Day')).toBe(0);
    // The repeats were answered from the query side's cache, and still counted.
    expect(lastCache).toBe('hit');
    expect(await search('Hopper')).toBeGreaterThan(0);
    expect(await search('Qwertyuiop', 2)).toBe(0);
    await app.server.core.searchMisses.flush();
    expect(await tally()).toEqual([
      { day: today, query: 'once only day', count: 3 },
      { day: today, query: 'xylophonist', count: 1 },
      { day: today, query: 'zzyzx quux', count: 2 },
    ]);
  });

  it('when the table is read, then it holds a day, a text and a count, and nothing naming a member or a session', async () => {
    const { rows: columns } = await app.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'registry_search_misses' order by 1`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['count', 'day', 'query']);
    const stored = JSON.stringify(await tally()).toLowerCase();
    for (const personal of [member.userID, member.email, 'lovelace', admin.userID, admin.email]) {
      expect(stored).not.toContain(personal.toLowerCase());
    }
  });

  it('when texts were searched on two days, then the admin sees them most searched first, and a text of a single day is not shown', async () => {
    expect((await charts('30d')).body.searchMisses).toEqual({ days: 30, top: [] });
    app.advance(DAY_MS);
    expect(await search('ZZYZX quux')).toBe(0);
    expect(await search('xylophonist')).toBe(0);
    await app.server.core.searchMisses.flush();
    for (const [range, days] of [
      ['30d', 30],
      ['12m', 90],
      ['all', 90],
    ] as const) {
      const { status, body } = await charts(range);
      expect(status).toBe(200);
      expect(body.searchMisses).toEqual({
        days,
        top: [
          { query: 'zzyzx quux', count: 3 },
          { query: 'xylophonist', count: 2 },
        ],
      });
    }
  });

  it('when a row is 91 days old, then the next flush deletes it', async () => {
    const old = dayOf(new Date(app.server.core.clock().getTime() - 91 * DAY_MS));
    await app.db.query(`insert into registry_search_misses (day, query, count) values ($1, 'long ago', 5)`, [
      old,
    ]);
    expect((await tally()).some((r) => r.day === old)).toBe(true);
    expect(await search('Fresh Miss')).toBe(0);
    await app.server.core.searchMisses.flush();
    const rows = await tally();
    expect(rows.some((r) => r.query === 'long ago')).toBe(false);
    expect(rows.some((r) => r.query === 'fresh miss')).toBe(true);
  });

  it('when a member or a visitor asks for the charts, then 403 and 401; a bad range stays a 400', async () => {
    expect((await charts('30d', member)).status).toBe(403);
    expect((await app.browser().get('/rest/admin/dashboard/charts')).status).toBe(401);
    const bad = await charts('7y');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'validation-failed', error_msg: expect.any(String) });
  });
});
