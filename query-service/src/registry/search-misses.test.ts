import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { migrate, openPglite, type SqlClient } from '@academy/platform';
import { normaliseSearchText, SearchMisses, searchMissMigrations } from './search-misses.js';

let db: SqlClient;
let now = new Date('2026-11-29T10:00:00Z');
const clock = () => now;

const rows = async () =>
  (
    await db.query<{ day: string; query: string; count: number }>(
      `select to_char(day, 'YYYY-MM-DD') as day, query, count from registry_search_misses order by day, query`,
    )
  ).rows;

beforeAll(async () => {
  db = await openPglite();
  await migrate(db, searchMissMigrations);
});

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  now = new Date('2026-11-29T10:00:00Z');
  await db.query('delete from registry_search_misses');
});

describe('normaliseSearchText', () => {
  it('when a text has spaces around and inside and capitals, then it is trimmed, collapsed and lower case', () => {
    expect(normaliseSearchText('  Marie \t  CURIE \n')).toBe('marie curie');
  });

  it('when a text is longer than 100 characters, then its first 100 are kept', () => {
    expect(normaliseSearchText('ab'.repeat(80))).toBe('ab'.repeat(50));
  });
});

describe('SearchMisses', () => {
  it('when misses are recorded, then nothing is written until a flush, which writes them per day and text', async () => {
    const misses = new SearchMisses(db, { clock, flushMs: 60_000 });
    misses.record('Marie Curie');
    misses.record('marie   curie ');
    misses.record('Noether');
    expect(await rows()).toEqual([]);
    await misses.flush();
    expect(await rows()).toEqual([
      { day: '2026-11-29', query: 'marie curie', count: 2 },
      { day: '2026-11-29', query: 'noether', count: 1 },
    ]);
    // A later flush adds to the day's counts; the next UTC day has a row of its own.
    misses.record('MARIE CURIE');
    now = new Date('2026-11-30T00:00:01Z');
    misses.record('marie curie');
    await misses.flush();
    expect(await rows()).toEqual([
      { day: '2026-11-29', query: 'marie curie', count: 3 },
      { day: '2026-11-29', query: 'noether', count: 1 },
      { day: '2026-11-30', query: 'marie curie', count: 1 },
    ]);
  });

  it('when the tally stops, then what it held is written and later misses are not counted', async () => {
    const misses = new SearchMisses(db, { clock, flushMs: 60_000 });
    misses.record('hypatia');
    await misses.stop();
    misses.record('hypatia');
    await misses.flush();
    expect(await rows()).toEqual([{ day: '2026-11-29', query: 'hypatia', count: 1 }]);
  });

  it('when a flush runs, then rows of 90 days ago and older are deleted and the 89th day back is kept', async () => {
    await db.query(
      `insert into registry_search_misses (day, query, count) values
         ('2026-09-01', 'kept', 1), ('2026-08-31', 'ninety days', 1), ('2026-08-30', 'older', 1)`,
    );
    await new SearchMisses(db, { clock }).flush();
    expect((await rows()).map((r) => r.query)).toEqual(['kept']);
  });

  it('when blank texts are recorded, then nothing is counted', async () => {
    const misses = new SearchMisses(db, { clock });
    misses.record('   ');
    await misses.flush();
    expect(await rows()).toEqual([]);
  });
});
