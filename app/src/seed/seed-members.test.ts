import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  FileBlobStore,
  loadConfig,
  membersCollection,
  openPglite,
  postgresSearch,
  START,
} from '@academy/platform';
import { openCore, type AcademyCore } from '../academy.js';
import { demoMembers, seedMembers } from './seed-members.js';

// 500 organizations and whole profiles on PGlite: slow on a busy machine.
jest.setTimeout(180_000);

describe('seed', () => {
  let core: AcademyCore;
  beforeAll(async () => {
    core = await openCore({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: await openPglite() });
  });
  afterAll(async () => {
    await core.close();
    await core.db.close();
  });

  it('when the same seed is given twice, then the same names, emails and order come out', () => {
    expect(demoMembers(50, 7)).toEqual(demoMembers(50, 7));
    expect(demoMembers(50, 7)).not.toEqual(demoMembers(50, 8));
    expect(new Set(demoMembers(500, 7).map((m) => m.email)).size).toBe(500);
  });

  it('when demo members are made, then each has a tier of the catalogue in use and every tier is used', () => {
    const catalogue = core.config.tiers.tiers.map((t) => t.id);
    const tiers = new Set(demoMembers(500, 7, catalogue).map((m) => m.membershipTier));
    expect([...tiers].sort()).toEqual([...catalogue].sort());
    expect(new Set(demoMembers(50, 7, ['gold']).map((m) => m.membershipTier))).toEqual(new Set(['gold']));
  });

  it('when seeding through the command side, then the members are in the Registry, and seeding again creates none', async () => {
    const first = await seedMembers(core, { members: 30, seed: 3, password: 'academy-demo-password' });
    expect(first).toEqual({ created: 30, total: 30 });
    const again = await seedMembers(core, { members: 30, seed: 3, password: 'academy-demo-password' });
    expect(again.created).toBe(0);
    await core.runner.start();
    await core.runner.whenCaughtUp();
    const all = await postgresSearch(membersCollection)
      .reader(core.db)
      .search({ audience: 'public', page: 1, limit: 100 });
    expect(all.total).toBe(30);
    const expected = demoMembers(30, 3);
    expect(all.hits.map((h) => `${String(h.fields.firstName)} ${String(h.fields.lastName)}`).sort()).toEqual(
      expected.map((m) => `${m.firstName} ${m.lastName}`).sort(),
    );
    // Whole profiles: expertise, a place, organizations; the facets count them.
    expect(all.hits.every((h) => Array.isArray(h.fields.expertise) || h.fields.country)).toBe(true);
    const faceted = await postgresSearch(membersCollection)
      .reader(core.db)
      .facets({
        audience: 'members',
        page: 1,
        limit: 1,
        facets: [{ name: 'experience', field: 'experience' }],
      });
    expect(faceted.experience!.length).toBeGreaterThan(0);
  });

  it('when seeding with a blob store, then about one member in four gets a stored WebP picture', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-seed-images-'));
    try {
      const images = new FileBlobStore(dir);
      const { created } = await seedMembers(core, {
        members: 40,
        seed: 11,
        password: 'academy-demo-password',
        images,
      });
      expect(created).toBe(40);
      const { events } = await core.store.readAll(START, 100_000);
      const set = events.filter((e) => e.type === 'ProfileImageSet');
      expect(set.length).toBeGreaterThan(3);
      expect(set.length).toBeLessThan(20);
      for (const event of set) {
        const image = (event.data as { image: { key: string; contentType: string } }).image;
        expect(image.contentType).toBe('image/webp');
        const bytes = await images.get(image.key);
        expect(bytes?.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
