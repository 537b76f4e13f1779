import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig, openPglite } from '@academy/platform';
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

  it('when publications are seeded, then they are numbered 1 to N with several versions and some removed, and seeding again creates none', async () => {
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
  }, 120_000);
});
