import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Whether the embedded PostgreSQL can run here: as root it runs as the user postgres, which must
 * reach node_modules (every folder above it searchable by others; not so under /root).
 */
export const embeddedPostgresRunnable = (): boolean => {
  if (process.getuid?.() !== 0) return true;
  let dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../node_modules');
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
  }
  return true;
};

export const NEEDS_EMBEDDED =
  'the embedded PostgreSQL runnable here (as root: node_modules reachable by the user postgres)';

/** The embedded PostgreSQL server's postmaster pid, from DATA_DIR/postgres/postmaster.pid. */
export const postmasterPid = async (dataDir: string): Promise<number> =>
  Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);

let counter = 0;

/** Signs a new member up over HTTP; the email and the answer's status. */
export const signUp = async (base: string, label: string): Promise<{ email: string; status: number }> => {
  const email = `${label}${++counter}.${Date.now()}@example.org`;
  const status = await fetch(`${base}/rest/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'correct horse battery staple',
      firstName: 'Dura',
      lastName: 'Ble',
    }),
  }).then(
    async (res) => {
      await res.arrayBuffer();
      return res.status;
    },
    () => 0,
  );
  return { email, status };
};
