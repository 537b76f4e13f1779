import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { extract } from 'tar';

/*
 * A new PGlite folder starts from a template: a freshly initialised cluster, dumped once at build
 * time. Initialising one in the server (PGlite's initdb, also WebAssembly) peaks at about 850 MB;
 * unpacking the template into the new folder (streamed to disk by `tar`) costs next to nothing.
 * Without a template (not built yet) a new folder is initialised as before.
 */

/** The template of the installed PGlite version: a new version makes (and needs) a new one. */
export const pgliteTemplateFile = async (): Promise<string> => {
  // PGlite's entry is in its `dist/`; its package.json (not exported) is beside that folder.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return fileURLToPath(new URL(`../../pglite-template-${version}.tar.gz`, import.meta.url));
};

/** Writes the template if it is missing (the build calls this); answers whether it wrote one. */
export const ensurePgliteTemplate = async (): Promise<boolean> => {
  const file = await pgliteTemplateFile();
  if (existsSync(file)) return false;
  const db = await PGlite.create('memory://');
  try {
    const dump = await db.dumpDataDir('gzip');
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file); // whole or absent, never half a template
  } finally {
    await db.close();
  }
  return true;
};

/**
 * Gives an empty folder the template's cluster, when one was built: unpacked beside it
 * and then moved into place, so a crash midway leaves no half cluster. Answers whether it did.
 */
export const unpackTemplateInto = async (dir: string, template?: string): Promise<boolean> => {
  if ((await readdir(dir)).length > 0) return false; // a cluster, or something else: not ours to replace
  const file = template ?? (await pgliteTemplateFile());
  if (!existsSync(file)) return false;
  const partial = `${dir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  try {
    await mkdir(partial, { recursive: true });
    // PGlite names its entries from `/`: tar unpacks them under `partial` (and never outside it).
    // Any other warning (a damaged archive, an entry it cannot write) fails the unpack: initdb then.
    let damaged: string | undefined;
    await extract({
      file,
      cwd: partial,
      onwarn: (code, message) => {
        if (code !== 'TAR_ENTRY_INFO') damaged ??= `${code}: ${String(message)}`;
      },
    });
    if (damaged) throw new Error(`The PGlite template could not be unpacked (${damaged})`);
    await rmdir(dir);
    await rename(partial, dir);
    return true;
  } catch {
    // A folder that cannot be swapped (a mount point, say): PGlite initialises it as before.
    await rm(partial, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    return false;
  }
};
