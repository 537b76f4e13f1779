import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { journalProjection, replayProjection } from '@academy/projections';
import { createLogger, loadConfig, openPglite } from '@academy/platform';
import { openCore, type AcademyCore } from '../academy.js';
import { seedPublications } from './seed-publications.js';

describe('seed --publications', () => {
  let core: AcademyCore;
  beforeAll(async () => {
    core = await openCore({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: await openPglite() });
  });
  afterAll(async () => {
    await core.close();
    await core.db.close();
  });

  it('when publications are seeded, then they are numbered 1 to N with several versions and some removed, seeding again creates none, and a replay rebuilds the same read model and search documents', async () => {
    const progress: number[] = [];
    const first = await seedPublications(core, {
      publications: 60,
      seed: 5,
      password: 'academy-demo-password',
      onProgress: (p) => progress.push(p.done),
    });
    expect(first).toEqual({ created: 60, total: 60 });
    expect(progress).toEqual([50, 60]);
    const again = await seedPublications(core, {
      publications: 60,
      seed: 5,
      password: 'academy-demo-password',
    });
    expect(again.created).toBe(0);
    await core.runner.start();
    await core.runner.whenCaughtUp();
    const { rows } = await core.db.query<{
      n: number | string;
      revised: number | string;
      removed: number | string;
      max: number;
    }>(
      `select count(*) as n, count(*) filter (where latest_version > 1) as revised,
              count(*) filter (where removal_note is not null) as removed, max(pub_num) as max
         from journal_publications`,
    );
    expect(Number(rows[0]!.n)).toBe(60);
    expect(rows[0]!.max).toBe(60);
    expect(Number(rows[0]!.revised)).toBeGreaterThan(5);
    expect(Number(rows[0]!.removed)).toBeGreaterThan(0);

    // A replay rebuilds the read model and the search documents alike, in a new generation.
    const snapshot = async () => ({
      publications: (await core.db.query('select * from journal_publications order by pub_num')).rows,
      versions: (await core.db.query('select pub_num, version, title from journal_versions order by 1, 2'))
        .rows,
      documents: (await core.db.query('select id, version, doc from search_journal order by id')).rows,
    });
    const before = await snapshot();
    expect(before.documents).toHaveLength(60);
    await replayProjection(core.db, core.store, journalProjection, {
      batchSize: 100,
      logger: createLogger('silent'),
    });
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
