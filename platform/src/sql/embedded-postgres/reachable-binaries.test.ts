import { execFileSync } from 'node:child_process';
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { postgresBinaries, run, type PostgresBinaries } from './binaries.js';
import { reachableBinaries } from './reachable-binaries.js';

const asRoot = process.getuid?.() === 0;
const postgresIds = (): { uid: number; gid: number } | undefined => {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
};
const ids = asRoot ? postgresIds() : undefined;

// As root the server runs as `postgres`, which a project under a mode-700 folder (a clone under /root) keeps out.
(ids ? describe : describe.skip)(
  'the embedded PostgreSQL binaries out of reach of its user (needs root and a user postgres)',
  () => {
    let hidden: string;
    let bin: PostgresBinaries;
    beforeAll(async () => {
      const installed = await postgresBinaries();
      hidden = await mkdtemp(path.join(os.tmpdir(), 'academy-hidden-'));
      await chmod(hidden, 0o700);
      const native = path.dirname(path.dirname(installed.pgCtl));
      await cp(native, path.join(hidden, 'native'), { recursive: true, verbatimSymlinks: true });
      const inside = (file: string) => path.join(hidden, 'native', path.relative(native, file));
      bin = {
        initdb: inside(installed.initdb),
        pgCtl: inside(installed.pgCtl),
        postgres: inside(installed.postgres),
      };
    });
    afterAll(async () => {
      await rm(hidden, { recursive: true, force: true });
    });

    it('when the user cannot run them in place, then a copy it can run is made and used', async () => {
      await expect(run(bin.pgCtl, ['--version'], ids!)).rejects.toThrow(/EACCES/);
      const lines: string[] = [];
      const reached = await reachableBinaries(bin, ids!, (line) => lines.push(line));
      expect(reached.problem).toBeUndefined();
      expect(reached.bin!.pgCtl.startsWith(hidden)).toBe(false);
      const version = await run(reached.bin!.pgCtl, ['--version'], ids!);
      expect([version.code, version.output]).toEqual([0, expect.stringContaining('PostgreSQL')]);
      expect(lines).toEqual([expect.stringContaining('copying its binaries')]);
      await rm(path.dirname(path.dirname(reached.bin!.pgCtl)), { recursive: true, force: true });
    });
  },
);
