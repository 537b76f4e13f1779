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

/** Signs a member up over HTTP (a new email unless `email`); the email, the status and the error code. */
export const signUp = async (
  base: string,
  label: string,
  email = `${label}${++counter}.${Date.now()}@example.org`,
): Promise<{ email: string; status: number; error?: string }> => {
  return fetch(`${base}/rest/signup`, {
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
      const body = (await res.json().catch(() => ({}))) as { error?: string };
      return { email, status: res.status, ...(body.error ? { error: body.error } : {}) };
    },
    () => ({ email, status: 0 }),
  );
};
