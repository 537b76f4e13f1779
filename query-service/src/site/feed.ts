import { authorNameParts, citedAuthorsOf, journalTitle, type Author } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';
import { memberNamesOf } from '../publications/member-names.js';
import { escapeXml } from './xml-text.js';
import { publicationUrl, type SiteFacts } from './publication-head.js';

/** How many of the newest publications and versions the feed carries. */
export const FEED_ENTRIES = 50;

interface FeedRow {
  pub_num: number;
  version: number;
  title: string;
  abstract: string;
  authors: Author[] | string;
  publish_date: number | string;
  /** When the entry last changed: its version's date, or a later restore or author's erasure. */
  disseminated_at: number | string;
}

const iso = (seconds: number): string => new Date(seconds * 1000).toISOString();

/**
 * The Journal as an Atom feed: each new publication and each new version an entry, newest first,
 * with its authors (members by their registered names), abstract and page. Removed ones are left out.
 * An entry's `updated` moves when what it shows changes (a restore, an author's erasure).
 */
export const journalFeed = async (db: SqlExecutor, site: SiteFacts): Promise<string> => {
  const { rows } = await db.query<FeedRow>(
    `select v.pub_num, v.version, v.title, v.abstract, v.authors, v.publish_date, v.disseminated_at
       from journal_versions v join journal_publications p using (pub_num)
      where p.removal_note is null or btrim(p.removal_note) = ''
      order by v.publish_date desc, v.pub_num desc, v.version desc limit ${FEED_ENTRIES}`,
  );
  const title = journalTitle(site.academyName);
  const self = `${site.base}/journal/feed.xml`;
  const entries = await Promise.all(
    rows.map(async (row) => {
      const authors: Author[] = typeof row.authors === 'string' ? JSON.parse(row.authors) : row.authors;
      const names = citedAuthorsOf(authors, await memberNamesOf(db, authors)).map((a) => {
        const parts = authorNameParts(a);
        return 'literal' in parts ? parts.literal : `${parts.given} ${parts.family}`;
      });
      const url = publicationUrl(site.base, row.pub_num, row.version);
      const date = iso(Number(row.publish_date));
      const updated = iso(Number(row.disseminated_at));
      const heading = row.version === 1 ? row.title : `${row.title} (version ${row.version})`;
      return [
        '<entry>',
        `<id>${escapeXml(url)}</id>`,
        `<title>${escapeXml(heading)}</title>`,
        `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
        `<published>${date}</published>`,
        `<updated>${updated}</updated>`,
        ...names.map((name) => `<author><name>${escapeXml(name)}</name></author>`),
        `<summary type="text">${escapeXml(row.abstract)}</summary>`,
        '</entry>',
      ].join('');
    }),
  );
  const updated = iso(Math.max(0, ...rows.map((row) => Number(row.disseminated_at))));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<id>${escapeXml(`${site.base}/journal`)}</id>`,
    `<title>${escapeXml(title)}</title>`,
    `<subtitle>New publications and versions of the ${escapeXml(title)}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(`${site.base}/journal`)}"/>`,
    `<updated>${updated}</updated>`,
    `<generator>${escapeXml(site.siteName)}</generator>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
};
