import { type SqlExecutor } from '@academy/platform';
import { type TableName } from '../runner/projection.js';

/**
 * The Journal's tables: publications (the latest version's listing fields, the removal state and
 * when what indexers are given last changed) and every version (each with the same date of its own).
 */
export const createJournalTables = async (tx: SqlExecutor, table: TableName): Promise<void> => {
  const p = table('journal_publications');
  const v = table('journal_versions');
  await tx.exec(`
    create table ${p} (
      pub_num integer primary key,
      submitted_by text not null,
      latest_version integer not null,
      title text not null,
      abstract text not null,
      authors jsonb not null,
      author_ids text[] not null,
      keywords text[] not null,
      publish_date bigint not null,
      publish_year integer not null,
      removal_note text,
      removal_date bigint,
      removal_by text,
      disseminated_at bigint not null,
      stream_version integer not null
    );
    create index ${p}_newest on ${p} (publish_date desc, pub_num desc);
    create index ${p}_year on ${p} (publish_year);
    create index ${p}_keywords on ${p} using gin (keywords);
    create index ${p}_author_ids on ${p} using gin (author_ids);
    create index ${p}_disseminated on ${p} (disseminated_at, pub_num);
    create table ${v} (
      pub_num integer not null,
      version integer not null,
      title text not null,
      abstract text not null,
      authors jsonb not null,
      keywords text[] not null,
      body text not null,
      licence text not null,
      pdf jsonb,
      publish_date bigint not null,
      publish_year integer not null,
      change_note text,
      by_user text not null,
      disseminated_at bigint not null,
      primary key (pub_num, version)
    );
  `);
  await tx.exec(`
    create table ${table('journal_words')} (word text primary key);
    create index ${table('journal_words')}_trgm on ${table('journal_words')} using gist (word gist_trgm_ops);
  `);
};
