import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { type BenchBackend, withDatabase } from './backends.js';

const run = promisify(execFile);

/** `PGBENCH`, then PostgreSQL's Debian folders, then the PATH. */
export const findPgbench = (): string => {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const candidate = path.join(root, v, 'bin/pgbench');
      if (existsSync(candidate)) return candidate;
    }
  }
  return 'pgbench';
};

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
}

/**
 * pgbench with `clients` clients, each transaction one single-row insert (autocommit, so one
 * durable commit each), against the same server and a fresh table.
 */
export const runPgbench = async (
  backend: BenchBackend,
  tmp: string,
  clients: number,
  seconds: number,
): Promise<PgbenchResult> => {
  if (!backend.url) throw new Error('pgbench needs a PostgreSQL server');
  await withDatabase(backend, (db) =>
    db.exec('create table bench_rows (id bigserial primary key, v integer not null)'),
  );
  const script = path.join(tmp, 'pgbench-insert.sql');
  await writeFile(script, 'insert into bench_rows(v) values (1);\n');
  const { stdout } = await run(
    findPgbench(),
    ['--no-vacuum', `--client=${clients}`, '--jobs=2', `--time=${seconds}`, `--file=${script}`, backend.url],
    { maxBuffer: 1 << 20 },
  );
  const tps = /tps = ([\d.]+)/.exec(stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return { tps: Number(tps[1]), latencyMs: latency ? Number(latency[1]) : Number.NaN };
};
