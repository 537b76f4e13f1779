import { type Migration } from '@academy/platform';

/** A read model that is gone from the code: its name and the logical tables it declared. */
export interface RetiredProjection {
  name: string;
  tables: readonly string[];
}

/** Tables keyed by a projection's name; those of Kafka delivery exist only once its migrations ran. */
const STATE_TABLES = ['projection_checkpoints', 'projection_partition_offsets', 'projection_stream_versions'];

const quoted = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** Drops the views queries read and every generation's table (`<table>_g<n>`) of these logical tables. */
const dropTablesSql = (tables: readonly string[]): string => `
      ${tables.map((t) => `drop view if exists ${t};`).join('\n      ')}
      for generation in
        select tablename from pg_tables
         where schemaname = current_schema()
           and tablename ~ ('^(' || ${quoted(tables.join('|'))} || ')_g[0-9]+$')
      loop
        execute format('drop table if exists %I cascade', generation);
      end loop;`;

/**
 * A migration that removes a retired read model from a database it was built in: the views queries
 * read, every generation's table (whatever generations a replay left), and its rows in the
 * projection state. A database that never had it (or a new one, where the projection state's
 * tables come after this package's migrations) is left as it was.
 */
export const retireProjection = (id: string, retired: RetiredProjection): Migration => ({
  id,
  sql: `
    do $$
    declare
      generation text;
      state text;
    begin${dropTablesSql(retired.tables)}
      foreach state in array array[${STATE_TABLES.map(quoted).join(', ')}] loop
        if to_regclass(state) is not null then
          execute format('delete from %I where name = $1', state) using ${quoted(retired.name)};
        end if;
      end loop;
    end $$;
  `,
});

/**
 * A migration that removes tables a living read model no longer declares (nothing reads them), in
 * every generation; the read model's other tables and its state are left as they are.
 */
export const retireTables = (id: string, tables: readonly string[]): Migration => ({
  id,
  sql: `
    do $$
    declare
      generation text;
    begin${dropTablesSql(tables)}
    end $$;
  `,
});
