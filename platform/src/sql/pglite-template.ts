import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/*
 * A new PGlite folder starts from a template: a freshly initialised cluster, dumped once at build
 * time. Initialising one in the server (PGlite's initdb, also WebAssembly) peaks at about 850 MB;
 * unpacking the template into the new folder, at about 290 MB. Without a template (not built yet)
 * a new folder is initialised as before.
 */

/** The template of the installed PGlite version: a new version makes (and needs) a new one. */
export const pgliteTemplateFile = async (): Promise<string> => {
  // PGlite's entry is in its `dist/`; its package.json (not exported) is beside that folder.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return fileURLToPath(new URL(`../../pglite-template-${version}.tar.gz`, import.meta.url));
};

/** Writes the template if it is missing (the build calls this); answers its path. */
export const ensurePgliteTemplate = async (): Promise<string> => {
  const file = await pgliteTemplateFile();
  if (existsSync(file)) return file;
  const db = await PGlite.create('memory://');
  try {
    const dump = await db.dumpDataDir('gzip');
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file); // whole or absent, never half a template
  } finally {
    await db.close();
  }
  return file;
};

/** For a folder that holds no cluster yet: the template to unpack into it, when one was built. */
export const templateForNewFolder = async (
  dir: string,
  template?: string,
): Promise<Blob | undefined> => {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return undefined;
  const file = template ?? (await pgliteTemplateFile());
  return existsSync(file) ? new Blob([await readFile(file)]) : undefined;
};
