import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { openCore, seedAll, vacuumAfterErasure, waitForZeroLag } from '@academy/app';
import { type PasswordHasher } from '@academy/command-service';
import {
  folderKekVault,
  loadConfig,
  migrate,
  openPglite,
  personalKeyMigrations,
  SqlKeyStore,
} from '@academy/platform';
import { percentile } from './measure.js';
import { type Report } from './report.js';

const now = () => performance.now();

/** Seeded members' passwords: not what is measured here. */
const fakePasswords: PasswordHasher = {
  hash: async (password) => `fake$${password}`,
  verify: async (hash, password) => hash === `fake$${password}`,
};

/** An erasure's KEK rotation with `liveKeys` live keys (PGlite on disk): each rotation's time. */
const benchRotation = async (tmp: string, liveKeys: number, rotations: number) => {
  const dir = await mkdtemp(path.join(tmp, 'kek-rotation-'));
  const db = await openPglite(path.join(dir, 'pglite'));
  try {
    await migrate(db, personalKeyMigrations);
    const keys = new SqlKeyStore(db, folderKekVault(path.join(dir, 'keys')));
    await keys.prepare();
    for (let i = 0; i < liveKeys + rotations; i += 1000)
      await keys.ensureKeys(Array.from({ length: 1000 }, (_, j) => `member-${i + j}`));
    const times: number[] = [];
    for (let r = 0; r < rotations; r++) {
      const started = now();
      await keys.destroy(`member-${r}`, new Date());
      times.push(now() - started);
    }
    const vacuumStarted = now();
    await db.exec('vacuum personal_keys');
    return { times, vacuumMs: now() - vacuumStarted };
  } finally {
    await db.close();
  }
};

/** The vacuum after an erasure on a seeded academy: each table's pause (PGlite serves nothing meanwhile). */
const benchVacuum = async (tmp: string, members: number, publications: number) => {
  const dataDir = await mkdtemp(path.join(tmp, 'erasure-vacuum-'));
  const core = await openCore({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    passwords: fakePasswords,
  });
  try {
    await core.runner.start();
    await seedAll(core, { members, publications, seed: 7, password: 'bench password' });
    await waitForZeroLag(core);
    const head = await core.store.head();
    const tables = await vacuumAfterErasure(core, head.position);
    const pauses: number[] = [];
    for (const table of tables) {
      const started = now();
      await core.db.exec(`vacuum ${table}`);
      pauses.push(now() - started);
    }
    return { tables: tables.length, longest: Math.max(...pauses), total: pauses.reduce((a, b) => a + b, 0) };
  } finally {
    await core.close();
  }
};

/** `npm run bench -- --bench=erasure`: the KEK rotation at 100,000 live keys, and the vacuum after. */
export const benchErasure = async (report: Report, tmp: string, quick: boolean): Promise<void> => {
  const liveKeys = quick ? 10_000 : 100_000;
  process.stdout.write(`\n== erasure (PGlite on disk): KEK rotation over ${liveKeys} live keys\n`);
  const rotation = await benchRotation(tmp, liveKeys, 3);
  report.add({
    backend: 'PGlite',
    benchmark: `erasure's KEK rotation, ${liveKeys.toLocaleString('en-US')} live keys rewrapped`,
    value: `median ${percentile(rotation.times, 50).toFixed(0)} ms (max ${Math.max(...rotation.times).toFixed(0)} ms); vacuum personal_keys ${rotation.vacuumMs.toFixed(0)} ms`,
  });
  const [members, publications] = quick ? [500, 50] : [2000, 200];
  process.stdout.write(`== erasure: vacuum of the read models after, ${members} members\n`);
  const vacuum = await benchVacuum(tmp, members, publications);
  report.add({
    backend: 'PGlite',
    benchmark: `vacuum after an erasure, ${members.toLocaleString('en-US')} members and ${publications} publications`,
    value: `${vacuum.tables} tables, longest pause ${vacuum.longest.toFixed(0)} ms, all ${vacuum.total.toFixed(0)} ms`,
  });
};
