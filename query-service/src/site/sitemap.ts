import { type SqlExecutor } from '@academy/platform';
import { escapeXml } from './xml-text.js';

/** The sitemaps protocol's limit of addresses per file. */
export const SITEMAP_LIMIT = 50_000;

/** The public pages every visitor sees the same. */
export const STATIC_PAGES = [
  '/',
  '/terms',
  '/code-of-ethics',
  '/how-to-publish',
  '/journal',
  '/registry',
  '/sign-up',
];

interface Entry {
  path: string;
  /** Seconds since the epoch. */
  lastmod?: number;
}

/** A run of addresses: how many, and a window of them. */
interface Segment {
  count(): Promise<number>;
  read(offset: number, limit: number): Promise<Entry[]>;
}

const NOT_REMOVED = "(removal_note is null or btrim(removal_note) = '')";
const LISTED = "(state->>'listed')::boolean is true and state->>'status' = 'active'";
const countOf = async (db: SqlExecutor, sql: string) =>
  Number((await db.query<{ n: number | string }>(sql)).rows[0]?.n ?? 0);

const segments = (db: SqlExecutor): Segment[] => [
  {
    count: async () => STATIC_PAGES.length,
    read: async (offset, limit) => STATIC_PAGES.slice(offset, offset + limit).map((path) => ({ path })),
  },
  {
    count: () => countOf(db, `select count(*) as n from journal_publications where ${NOT_REMOVED}`),
    read: async (offset, limit) =>
      (
        await db.query<{ pub_num: number; disseminated_at: number | string }>(
          `select pub_num, disseminated_at from journal_publications where ${NOT_REMOVED}
            order by pub_num limit ${limit} offset ${offset}`,
        )
      ).rows.map((r) => ({ path: `/journal/publications/${r.pub_num}`, lastmod: Number(r.disseminated_at) })),
  },
  {
    count: () =>
      countOf(
        db,
        `select count(*) as n from journal_versions v join journal_publications p using (pub_num)
          where ${NOT_REMOVED.replace(/removal_note/g, 'p.removal_note')}`,
      ),
    read: async (offset, limit) =>
      (
        await db.query<{ pub_num: number; version: number; disseminated_at: number | string }>(
          `select v.pub_num, v.version, v.disseminated_at
             from journal_versions v join journal_publications p using (pub_num)
            where ${NOT_REMOVED.replace(/removal_note/g, 'p.removal_note')}
            order by v.pub_num, v.version limit ${limit} offset ${offset}`,
        )
      ).rows.map((r) => ({
        path: `/journal/publications/${r.pub_num}/${r.version}`,
        lastmod: Number(r.disseminated_at),
      })),
  },
  {
    // Members listed in the Registry and not banned: the profiles a visitor may open.
    count: () => countOf(db, `select count(*) as n from user_profiles where ${LISTED}`),
    read: async (offset, limit) =>
      (
        await db.query<{ user_id: string }>(
          `select user_id::text as user_id from user_profiles where ${LISTED}
            order by user_id limit ${limit} offset ${offset}`,
        )
      ).rows.map((r) => ({ path: `/profile/${r.user_id}` })),
  },
];

/** How many addresses the sitemap holds. */
export const sitemapSize = async (db: SqlExecutor): Promise<number> => {
  let total = 0;
  for (const segment of segments(db)) total += await segment.count();
  return total;
};

/** The addresses from `offset`, at most `limit`, across the runs in order. */
export const sitemapEntries = async (db: SqlExecutor, offset: number, limit: number): Promise<Entry[]> => {
  const out: Entry[] = [];
  let start = 0;
  for (const segment of segments(db)) {
    const count = await segment.count();
    const from = Math.max(offset - start, 0);
    const want = Math.min(limit - out.length, count - from);
    if (want > 0) out.push(...(await segment.read(from, want)));
    start += count;
    if (out.length >= limit) break;
  }
  return out;
};

const day = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const urlsetXml = (base: string, entries: readonly Entry[]): string =>
  `${XML}<urlset xmlns="${NS}">\n${entries
    .map(
      (e) =>
        `<url><loc>${escapeXml(base + e.path)}</loc>${e.lastmod === undefined ? '' : `<lastmod>${day(e.lastmod)}</lastmod>`}</url>`,
    )
    .join('\n')}\n</urlset>\n`;

/** An index of `pages` sitemaps, `/sitemap-1.xml` onwards. */
export const sitemapIndexXml = (base: string, pages: number): string =>
  `${XML}<sitemapindex xmlns="${NS}">\n${Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  ).join('\n')}\n</sitemapindex>\n`;
