import { type Author, type PdfRef } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';

/** One publication as the repository offers it: its latest version, or a deleted record once removed. */
export interface OaiRecord {
  pubNum: number;
  /** Seconds: when what it disseminates last changed (a version, a removal, a restore, an erasure…). */
  datestamp: number;
  deleted: boolean;
  latestVersion: number;
  title: string;
  abstract: string;
  authors: Author[];
  keywords: string[];
  licence: string;
  pdf: boolean;
  /** Seconds: the first version's date. */
  firstPublished: number;
  /** Seconds: the latest version's date. */
  latestPublished: number;
}

interface Row {
  pub_num: number;
  datestamp: number | string;
  removal_note: string | null;
  latest_version: number;
  title: string;
  abstract: string;
  authors: Author[] | string;
  keywords: string[];
  licence: string;
  pdf: PdfRef | string | null;
  first_published: number | string;
  latest_published: number | string;
}

// The latest version's row; the datestamp is when what the record disseminates last changed (a
// version, a removal, a restore, an author's erasure or new registered names): it never moves back.
const RECORDS = `
  select * from (
    select p.pub_num, p.removal_note, p.latest_version, v.title, v.abstract, v.authors, v.keywords, v.licence,
           v.pdf, p.publish_date as first_published, v.publish_date as latest_published,
           p.disseminated_at as datestamp
      from journal_publications p
      join journal_versions v on v.pub_num = p.pub_num and v.version = p.latest_version
  ) r`;

const recordOf = (row: Row): OaiRecord => ({
  pubNum: row.pub_num,
  datestamp: Number(row.datestamp),
  deleted: row.removal_note !== null && row.removal_note.trim() !== '',
  latestVersion: row.latest_version,
  title: row.title,
  abstract: row.abstract,
  authors: typeof row.authors === 'string' ? (JSON.parse(row.authors) as Author[]) : row.authors,
  keywords: row.keywords,
  licence: row.licence,
  pdf: row.pdf !== null,
  firstPublished: Number(row.first_published),
  latestPublished: Number(row.latest_published),
});

export interface RecordWindow {
  from?: number;
  until?: number;
  /** Records strictly after this (datestamp, pubNum). */
  after?: [number, number];
  limit: number;
}

/** Records in datestamp order (then number), within from/until, after a place, at most `limit`. */
export const listRecords = async (db: SqlExecutor, window: RecordWindow): Promise<OaiRecord[]> => {
  const where: string[] = [];
  const params: unknown[] = [];
  if (window.from !== undefined) where.push(`datestamp >= $${params.push(window.from)}`);
  if (window.until !== undefined) where.push(`datestamp <= $${params.push(window.until)}`);
  if (window.after)
    where.push(`(datestamp, pub_num) > ($${params.push(window.after[0])}, $${params.push(window.after[1])})`);
  const { rows } = await db.query<Row>(
    `${RECORDS} ${where.length ? `where ${where.join(' and ')}` : ''}
      order by datestamp, pub_num limit ${Math.floor(window.limit)}`,
    params,
  );
  return rows.map(recordOf);
};

/** How many records lie within from/until. */
export const countRecords = async (db: SqlExecutor, window: Pick<RecordWindow, 'from' | 'until'>) => {
  const where: string[] = [];
  const params: unknown[] = [];
  if (window.from !== undefined) where.push(`datestamp >= $${params.push(window.from)}`);
  if (window.until !== undefined) where.push(`datestamp <= $${params.push(window.until)}`);
  const { rows } = await db.query<{ n: number | string }>(
    `select count(*) as n from (${RECORDS} ${where.length ? `where ${where.join(' and ')}` : ''}) c`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
};

export const findRecord = async (db: SqlExecutor, pubNum: number): Promise<OaiRecord | undefined> => {
  const { rows } = await db.query<Row>(`${RECORDS} where pub_num = $1`, [pubNum]);
  return rows[0] ? recordOf(rows[0]) : undefined;
};

/** The earliest datestamp there is (Identify's earliestDatestamp), or undefined for an empty Journal. */
export const earliestDatestamp = async (db: SqlExecutor): Promise<number | undefined> => {
  const { rows } = await db.query<{ d: number | string | null }>(
    `select min(datestamp) as d from (${RECORDS}) m`,
  );
  return rows[0]?.d === null || rows[0]?.d === undefined ? undefined : Number(rows[0].d);
};
