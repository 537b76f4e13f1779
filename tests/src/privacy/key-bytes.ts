import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { waitForProjections } from '@academy/platform';
import { type TestApp } from '../support/test-app.js';

/** Every file under `dir`, however deep. */
export const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
};

/** The files under `dir` holding `key`'s 32 bytes, raw, in base64 or in hex. */
export const filesHolding = async (dir: string, key: Buffer): Promise<string[]> => {
  const forms = [key, Buffer.from(key.toString('base64')), Buffer.from(key.toString('hex'))];
  const found: string[] = [];
  for (const file of await filesUnder(dir)) {
    const bytes = await readFile(file);
    if (forms.some((form) => bytes.includes(form))) found.push(path.relative(dir, file));
  }
  return found;
};

/** Waits until every read model of the app has applied the whole log. */
export const caughtUpWithLog = async (t: TestApp): Promise<boolean> => {
  const core = t.server.core;
  return waitForProjections(
    core.db,
    core.projections.map((p) => p.name),
    await core.store.head(),
    60_000,
    core.runner.advanced,
  );
};
