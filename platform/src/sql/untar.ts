import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';

const BLOCK = 512;

const text = (header: Buffer, start: number, length: number): string => {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

const octal = (header: Buffer, start: number, length: number): number =>
  Number.parseInt(text(header, start, length).trim() || '0', 8);

/** Where an entry goes under `dir`; a name that would leave it is refused. */
const target = (dir: string, name: string): string => {
  const full = path.resolve(dir, `.${path.posix.sep}${name.replace(/^\/+/, '')}`);
  if (full !== dir && !full.startsWith(`${dir}${path.sep}`))
    throw new Error(`tar entry outside the folder: ${name}`);
  return full;
};

/**
 * Unpacks a gzipped tar of folders and plain files (what PGlite's `dumpDataDir` writes) into
 * `dir`, one block at a time: memory stays flat whatever the archive's size.
 */
export const extractTarGz = async (file: string, dir: string): Promise<void> => {
  const root = path.resolve(dir);
  await mkdir(root, { recursive: true });
  let pending: Buffer = Buffer.alloc(0);
  let entry: { path: string; size: number; mode: number; chunks: Buffer[]; left: number } | undefined;
  for await (const chunk of createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (entry ? pending.length > 0 : pending.length >= BLOCK) {
      if (entry) {
        const take = Math.min(entry.left, pending.length);
        entry.chunks.push(pending.subarray(0, take));
        entry.left -= take;
        pending = pending.subarray(take);
        if (entry.left > 0) continue;
        const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
        if (pending.length < padding) break; // the padding is still to come
        await writeFile(entry.path, Buffer.concat(entry.chunks), { mode: entry.mode & 0o777 });
        pending = pending.subarray(padding);
        entry = undefined;
        continue;
      }
      const header = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (header.every((b) => b === 0)) continue; // the closing blocks
      const name = [text(header, 345, 155), text(header, 0, 100)].filter(Boolean).join('/');
      const type = String.fromCharCode(header[156] ?? 0);
      const mode = octal(header, 100, 8) || 0o600;
      if (type === '5') await mkdir(target(root, name), { recursive: true, mode: mode & 0o777 });
      else if (type === '0' || type === '\0') {
        const size = octal(header, 124, 12);
        const at = target(root, name);
        await mkdir(path.dirname(at), { recursive: true });
        if (size === 0) await writeFile(at, Buffer.alloc(0), { mode: mode & 0o777 });
        else entry = { path: at, size, mode, chunks: [], left: size };
      } else throw new Error(`tar entry of type ${JSON.stringify(type)} is not supported: ${name}`);
    }
  }
  if (entry) throw new Error(`tar archive ends inside ${entry.path}`);
};
