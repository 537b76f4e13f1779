import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  sqlErrorCode,
  type QueryOptions,
  type SqlClient,
  type SqlExecutor,
  type SqlResult,
} from './sql-client.js';
import { unpackTemplateInto } from './pglite-template.js';
import { statementSent } from '../observability/statement-tally.js';
import { PGLITE_SHARED_BUFFERS } from '../config/defaults.js';

const PREPARED_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** An element of an array literal: quoted, with `"` and `\` escaped (array syntax, not SQL's). */
const arrayElement = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return 'NULL';
  // A float as the text a bound parameter sends (`String`: shortest round trip, `Infinity`, `NaN`).
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : `"${String(value)}"`;
  if (typeof value === 'string' && !value.includes('\0'))
    return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  return undefined;
};

/** A value as an SQL literal, or undefined when it cannot be one (then it is bound instead). */
const literal = (value: unknown): string | undefined => {
  if (Array.isArray(value)) {
    // '{…}' is of unknown type, so the prepared statement's parameter type (`$1::uuid[]`) applies.
    const elements = value.map(arrayElement);
    if (elements.some((e) => e === undefined)) return undefined;
    return `'${`{${elements.join(',')}}`.replaceAll("'", "''")}'`;
  }
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : `'${String(value)}'`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // standard_conforming_strings is on (set at open): doubling quotes is the whole of the escaping.
  if (typeof value === 'string') return value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;
  return undefined;
};

const STATEMENT_MISSING = '26000';
const STATEMENT_EXISTS = '42P05';

/**
 * With `preparedName`, a hot statement is prepared once and run with EXECUTE over the simple
 * protocol: PGlite answers it in one exchange instead of six (parse, describe, bind, describe,
 * execute, sync) and skips planning. Anything else binds its parameters as usual.
 */
const executor = (target: PGlite | Transaction, prepared: Set<string>): SqlExecutor => {
  const prepare = async (name: string, text: string) => {
    // Racing callers may both prepare; the second finds it there, which is what it wanted.
    await target.exec(`prepare ${name} as ${text}`).catch((error: unknown) => {
      if (sqlErrorCode(error) !== STATEMENT_EXISTS) throw error;
    });
    prepared.add(name);
  };
  return {
    async query<R>(
      text: string,
      params: readonly unknown[] = [],
      options?: QueryOptions,
    ): Promise<SqlResult<R>> {
      statementSent();
      const name = options?.preparedName;
      const args = name && PREPARED_NAME.test(name) ? params.map(literal) : undefined;
      if (name && args?.every((a) => a !== undefined)) {
        for (let attempt = 0; ; attempt++) {
          if (!prepared.has(name)) await prepare(name, text);
          try {
            const [result] = await target.exec(`execute ${name}${args.length ? `(${args.join(', ')})` : ''}`);
            return {
              rows: (result?.rows ?? []) as R[],
              rowCount: result?.affectedRows ?? result?.rows.length ?? 0,
            };
          } catch (error) {
            if (sqlErrorCode(error) !== STATEMENT_MISSING || attempt > 0) throw error;
            prepared.delete(name); // deallocated behind our back: prepare it again
          }
        }
      }
      const result = await target.query<R>(text, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(text: string): Promise<void> {
      await target.exec(text);
    },
  };
};

export interface PgliteOptions {
  /**
   * PostgreSQL's `shared_buffers` (its page cache inside the WebAssembly memory, all of it resident):
   * PGlite's default is 128MB; on disk the operating system caches the files as well.
   */
  sharedBuffers?: string;
  /** The template a new folder starts from (default: the one the build made). */
  template?: string;
}

/**
 * PGlite: PostgreSQL compiled to WebAssembly, in this process. `dir` is a folder on disk,
 * or undefined for memory. It takes no lock and serialises every query: one process per folder.
 * A new folder starts from the built template when there is one (pglite-template.ts).
 */
export const openPglite = async (
  dir?: string,
  { sharedBuffers = PGLITE_SHARED_BUFFERS, template: templateFile }: PgliteOptions = {},
): Promise<SqlClient> => {
  if (dir) {
    await mkdir(dir, { recursive: true });
    await unpackTemplateInto(dir, templateFile);
  }
  const settings = { extensions: { pg_trgm }, postgresqlconf: [`shared_buffers = ${sharedBuffers}`] };
  const db = await PGlite.create(dir ?? 'memory://', settings);
  await db.exec('set standard_conforming_strings = on');
  const prepared = new Set<string>(); // one session: prepared statements live as long as `db`
  const base = executor(db, prepared);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => db.transaction((tx) => fn(executor(tx, prepared))),
    async listen(channel, onNotify) {
      const unlisten = await db.listen(channel, () => onNotify());
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
};
