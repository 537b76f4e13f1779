import {
  type Author,
  type JournalList,
  type JournalListItem,
  type Licence,
  type PdfRef,
  type Publication,
  type PublicationVersion,
} from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

interface VersionRecord {
  pub_num: number;
  version: number;
  title: string;
  abstract: string;
  authors: Author[] | string;
  keywords: string[];
  body: string;
  licence: string;
  pdf: PdfRef | string | null;
  publish_date: number | string;
  publish_year: number;
  change_note: string | null;
  by_user: string;
}

const versionOf = (row: VersionRecord): PublicationVersion => ({
  pubNum: row.pub_num,
  version: row.version,
  title: row.title,
  abstract: row.abstract,
  authors: json(row.authors),
  keywords: row.keywords,
  body: row.body,
  licence: row.licence as Licence,
  pdf: row.pdf === null ? null : json(row.pdf),
  publishDate: Number(row.publish_date),
  publishYear: row.publish_year,
  changeNote: row.change_note,
  by: row.by_user,
});

/** A publication as the read model holds it (every version and the removal), or undefined. */
export const findPublication = async (db: SqlExecutor, pubNum: number): Promise<Publication | undefined> => {
  const [publication, versions] = await Promise.all([
    db.query<{
      submitted_by: string;
      removal_note: string | null;
      removal_date: number | string | null;
      removal_by: string | null;
    }>(
      'select submitted_by, removal_note, removal_date, removal_by from journal_publications where pub_num = $1',
      [pubNum],
    ),
    db.query<VersionRecord>('select * from journal_versions where pub_num = $1 order by version', [pubNum]),
  ]);
  const row = publication.rows[0];
  if (!row || versions.rows.length === 0) return undefined;
  return {
    status: 'published',
    pubNum,
    submittedBy: row.submitted_by,
    versions: versions.rows.map(versionOf),
    removal:
      row.removal_note === null
        ? null
        : { note: row.removal_note, removalDate: Number(row.removal_date), by: row.removal_by ?? '' },
  };
};

export interface JournalListQuery {
  page: number;
  limit: number;
  sort: 'newest' | 'oldest';
  year?: number;
  keyword?: string;
  /** A member's user id: the publications they are an author of. */
  author?: string;
  /** Admins may list removed publications too. */
  withRemoved: boolean;
}

/** The Journal home: latest publications, filtered by year and keyword, paged; with the years and keywords there are. */
export const listPublications = async (db: SqlExecutor, query: JournalListQuery): Promise<JournalList> => {
  const where: string[] = [];
  const params: unknown[] = [];
  if (!query.withRemoved) where.push("(removal_note is null or btrim(removal_note) = '')");
  if (query.year !== undefined) {
    params.push(query.year);
    where.push(`publish_year = $${params.length}`);
  }
  if (query.keyword !== undefined) {
    params.push([query.keyword]);
    where.push(`keywords @> $${params.length}::text[]`);
  }
  if (query.author !== undefined) {
    params.push([query.author]);
    where.push(`author_ids @> $${params.length}::text[]`);
  }
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const order = query.sort === 'oldest' ? 'publish_date asc, pub_num asc' : 'publish_date desc, pub_num desc';
  const [rows, count, years, keywords] = await Promise.all([
    db.query<{
      pub_num: number;
      latest_version: number;
      title: string;
      authors: Author[] | string;
      keywords: string[];
      abstract: string;
      publish_date: number | string;
      publish_year: number;
      removal_note: string | null;
      removal_date: number | string | null;
    }>(
      `select pub_num, latest_version, title, authors, keywords, abstract, publish_date, publish_year,
              removal_note, removal_date
         from journal_publications ${filter} order by ${order}
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
      params,
    ),
    db.query<{ n: number | string }>(`select count(*) as n from journal_publications ${filter}`, params),
    db.query<{ year: number; n: number | string }>(
      `select publish_year as year, count(*) as n from journal_publications
        ${query.withRemoved ? '' : "where removal_note is null or btrim(removal_note) = ''"}
        group by publish_year order by publish_year desc`,
    ),
    db.query<{ keyword: string; n: number | string }>(
      `select k as keyword, count(*) as n from journal_publications, unnest(keywords) as k
        ${query.withRemoved ? '' : "where removal_note is null or btrim(removal_note) = ''"}
        group by k order by count(*) desc, k limit 50`,
    ),
  ]);
  const items: JournalListItem[] = rows.rows.map((r) => ({
    pubNum: r.pub_num,
    version: r.latest_version,
    title: r.title,
    authors: json(r.authors),
    keywords: r.keywords,
    abstract: r.abstract,
    publishDate: Number(r.publish_date),
    publishYear: r.publish_year,
    removalNote: r.removal_note,
    removalDate: r.removal_date === null ? null : Number(r.removal_date),
  }));
  return {
    publications: items,
    total: Number(count.rows[0]?.n ?? 0),
    page: query.page,
    years: years.rows.map((y) => ({ value: y.year, count: Number(y.n) })),
    keywords: keywords.rows.map((k) => ({ value: k.keyword, count: Number(k.n) })),
  };
};

/**
 * A misspelt query corrected word by word against the words of titles and author names (pg_trgm):
 * each term that is not such a word becomes the closest one, when one is close. Undefined when
 * nothing changes.
 */
export const correctedQuery = async (
  db: SqlExecutor,
  terms: readonly string[],
): Promise<string | undefined> => {
  let changed = false;
  const corrected = await Promise.all(
    terms.map(async (term) => {
      if (term.length < 4) return term;
      const { rows } = await db.query<{ word: string }>(
        `select word from journal_words where word % $1 order by similarity(word, $1) desc, word limit 1`,
        [term],
      );
      const word = rows[0]?.word;
      if (!word || word === term || word.startsWith(term)) return term;
      changed = true;
      return word;
    }),
  );
  return changed ? corrected.join(' ') : undefined;
};
