import { createHash } from 'node:crypto';
import { cp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type PostgresBinaries, type RunAs, run } from './binaries.js';

const probe = async (bin: PostgresBinaries, runAs: RunAs): Promise<string | undefined> => {
  const ran = await run(bin.pgCtl, ['--version'], runAs).catch((error: Error) => ({
    code: 1,
    output: error.message,
  }));
  return ran.code === 0 ? undefined : ran.output.trim() || `exit ${String(ran.code)}`;
};

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * The binaries as the server's user can run them. A project under a folder that user cannot enter
 * (a clone under `/root`, mode 700) keeps its `node_modules` out of reach: then the package's
 * `native/` folder (bin, lib, share; its symbolic links kept) is copied once, read-only for others,
 * to a folder of the machine's temporary directory named by its source, and run from there.
 * Returns undefined when neither works (the caller says what to do).
 */
export const reachableBinaries = async (
  bin: PostgresBinaries,
  runAs: RunAs,
  log: (line: string) => void,
): Promise<{ bin: PostgresBinaries; problem?: undefined } | { bin?: undefined; problem: string }> => {
  const inPlace = await probe(bin, runAs);
  if (inPlace === undefined) return { bin };
  const native = path.dirname(path.dirname(bin.pgCtl));
  const tag = createHash('sha256').update(native).digest('hex').slice(0, 12);
  const copy = path.join(os.tmpdir(), `academy-postgres-${tag}`);
  const moved = (file: string) => path.join(copy, path.relative(native, file));
  const relocated = { initdb: moved(bin.initdb), pgCtl: moved(bin.pgCtl), postgres: moved(bin.postgres) };
  if (!(await exists(relocated.pgCtl))) {
    log(`the embedded PostgreSQL's user cannot reach ${native}: copying its binaries to ${copy}`);
    const partial = `${copy}.${process.pid}.partial`;
    await rm(partial, { recursive: true, force: true });
    await cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await rename(partial, copy).catch(async (error: NodeJS.ErrnoException) => {
      // Another process made the same copy meanwhile: keep theirs.
      await rm(partial, { recursive: true, force: true });
      if (!(await exists(relocated.pgCtl))) throw error;
    });
  }
  const copied = await probe(relocated, runAs);
  return copied === undefined ? { bin: relocated } : { problem: `${inPlace}; a copy in ${copy}: ${copied}` };
};
