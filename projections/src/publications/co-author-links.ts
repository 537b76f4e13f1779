import { type Author, type CoAuthorStatus } from '@academy/domain';
import { type SqlExecutor } from '@academy/platform';
import { type TableName } from '../runner/projection.js';

/**
 * Co-authors by consent: a member named by the submitter is linked (their user id kept on the
 * entry, in `author_ids`, on their profile, in citations) only once they accept. Every version's
 * entries that name a member other than the submitter are kept as slots, so an answer links or
 * unlinks them in every version; until then the entry is the name as typed, unlinked.
 */
export const coAuthorTables = ['journal_co_authors', 'journal_author_slots'] as const;

export const createCoAuthorTables = async (tx: SqlExecutor, table: TableName): Promise<void> => {
  await tx.exec(`
    create table ${table('journal_co_authors')} (
      pub_num integer not null,
      user_id text not null,
      status text not null,
      stream_version integer not null,
      primary key (pub_num, user_id)
    );
    create index ${table('journal_co_authors')}_user on ${table('journal_co_authors')} (user_id, status);
    create table ${table('journal_author_slots')} (
      pub_num integer not null,
      version integer not null,
      slot integer not null,
      user_id text not null,
      primary key (pub_num, version, slot)
    );
    create index ${table('journal_author_slots')}_user on ${table('journal_author_slots')} (user_id);
  `);
};

const parsed = (authors: Author[] | string): Author[] =>
  typeof authors === 'string' ? (JSON.parse(authors) as Author[]) : authors;

const acceptedOf = async (tx: SqlExecutor, table: TableName, pubNum: number): Promise<Set<string>> => {
  const { rows } = await tx.query<{ user_id: string }>(
    `select user_id from ${table('journal_co_authors')} where pub_num = $1 and status = 'accepted'`,
    [pubNum],
  );
  return new Set(rows.map((r) => r.user_id));
};

const submitterOf = async (tx: SqlExecutor, table: TableName, pubNum: number): Promise<string> => {
  const { rows } = await tx.query<{ submitted_by: string }>(
    `select submitted_by from ${table('journal_publications')} where pub_num = $1`,
    [pubNum],
  );
  return rows[0]?.submitted_by ?? '';
};

const withoutId = ({ userID: _unlinked, ...rest }: Author): Author => rest;

/**
 * A version's entries as the read model keeps them, given who submitted the publication and which
 * members have accepted: each member other than the submitter is a slot (its index and id), shown
 * as typed without their id until they accept.
 */
export const linkEntries = (
  entries: readonly Author[],
  submittedBy: string,
  accepted: ReadonlySet<string>,
): { authors: Author[]; slots: [slot: number, userID: string][] } => {
  const authors: Author[] = [];
  const slots: [number, string][] = [];
  for (const [slot, author] of entries.entries()) {
    if (!author.userID || author.userID === submittedBy) {
      authors.push(author);
      continue;
    }
    slots.push([slot, author.userID]);
    authors.push(accepted.has(author.userID) ? author : withoutId(author));
  }
  return { authors, slots };
};

/**
 * A new version's entries as the read model keeps them (linkEntries), its member slots recorded.
 */
export const linkedVersionAuthors = async (
  tx: SqlExecutor,
  table: TableName,
  v: { pubNum: number; version: number; authors: readonly Author[]; submittedBy?: string },
): Promise<Author[]> => {
  const accepted = await acceptedOf(tx, table, v.pubNum);
  const submittedBy = v.submittedBy ?? (await submitterOf(tx, table, v.pubNum));
  const { authors, slots } = linkEntries(v.authors, submittedBy, accepted);
  for (const [slot, userID] of slots)
    await tx.query(
      `insert into ${table('journal_author_slots')} (pub_num, version, slot, user_id) values ($1, $2, $3, $4)
       on conflict do nothing`,
      [v.pubNum, v.version, slot, userID],
    );
  return authors;
};

/** The linked ids of a version's entries: the submitter and accepted co-authors. */
export const linkedIdsOf = (authors: readonly Author[]): string[] => [
  ...new Set(authors.flatMap((a) => (a.userID ? [a.userID] : []))),
];

/** Every version's slots linked or unlinked by the standing now; the listing row follows the latest. */
const relink = async (tx: SqlExecutor, table: TableName, pubNum: number, streamVersion: number) => {
  const accepted = await acceptedOf(tx, table, pubNum);
  const v = table('journal_versions');
  const { rows } = await tx.query<{ version: number; authors: Author[] | string; slots: unknown }>(
    `select v.version, v.authors,
            coalesce((select json_agg(json_build_array(s.slot, s.user_id)) from ${table('journal_author_slots')} s
                       where s.pub_num = v.pub_num and s.version = v.version), '[]') as slots
       from ${v} v where v.pub_num = $1 order by v.version`,
    [pubNum],
  );
  let latest: Author[] | undefined;
  for (const row of rows) {
    const authors = parsed(row.authors);
    const slots = (typeof row.slots === 'string' ? JSON.parse(row.slots) : row.slots) as [number, string][];
    for (const [slot, userID] of slots) {
      const entry = authors[slot];
      if (entry) authors[slot] = accepted.has(userID) ? { ...entry, userID } : withoutId(entry);
    }
    await tx.query(`update ${v} set authors = $3::jsonb where pub_num = $1 and version = $2`, [
      pubNum,
      row.version,
      JSON.stringify(authors),
    ]);
    latest = authors;
  }
  if (!latest) return;
  await tx.query(
    `update ${table('journal_publications')} set authors = $2::jsonb, author_ids = $3::text[],
       stream_version = greatest(stream_version, $4) where pub_num = $1`,
    [pubNum, JSON.stringify(latest), linkedIdsOf(latest), streamVersion],
  );
};

/** An invitation or an answer: the member's standing, then every version linked by it. */
export const setCoAuthorStatus = async (
  tx: SqlExecutor,
  table: TableName,
  change: { pubNum: number; userID: string; status: CoAuthorStatus; streamVersion: number },
): Promise<void> => {
  const { pubNum, userID, status, streamVersion } = change;
  const { rowCount } = await tx.query(
    `insert into ${table('journal_co_authors')} as c (pub_num, user_id, status, stream_version)
     values ($1, $2, $3, $4)
     on conflict (pub_num, user_id) do update set status = $3, stream_version = $4 where c.stream_version < $4`,
    [pubNum, userID, status, streamVersion],
  );
  if (rowCount && status !== 'invited') await relink(tx, table, pubNum, streamVersion);
};

/**
 * Before an erasure: the member's entries carry their id again (so "Erased author" replaces them,
 * as a replay without their key gives), and their standing and slots are forgotten.
 */
export const forgetCoAuthor = async (tx: SqlExecutor, table: TableName, userID: string): Promise<void> => {
  const { rows } = await tx.query<{ pub_num: number; version: number; slot: number }>(
    `delete from ${table('journal_author_slots')} where user_id = $1 returning pub_num, version, slot`,
    [userID],
  );
  for (const { pub_num, version, slot } of rows) {
    await tx.query(
      `update ${table('journal_versions')} set authors = jsonb_set(authors, $3::text[], to_jsonb($4::text))
        where pub_num = $1 and version = $2`,
      [pub_num, version, [String(slot), 'userID'], userID],
    );
  }
  await tx.query(
    `update ${table('journal_publications')} p set authors = v.authors from ${table('journal_versions')} v
      where v.pub_num = p.pub_num and v.version = p.latest_version and p.pub_num = any($1::int[])`,
    [[...new Set(rows.map((r) => r.pub_num))]],
  );
  await tx.query(`delete from ${table('journal_co_authors')} where user_id = $1`, [userID]);
};

export const coAuthorEventTypes = [
  'CoAuthorInvited',
  'CoAuthorshipAccepted',
  'CoAuthorshipDeclined',
  'CoAuthorshipWithdrawn',
] as const;

const STATUS_OF = {
  CoAuthorInvited: 'invited',
  CoAuthorshipAccepted: 'accepted',
  CoAuthorshipDeclined: 'declined',
  CoAuthorshipWithdrawn: 'withdrawn',
} as const satisfies Record<(typeof coAuthorEventTypes)[number], CoAuthorStatus>;

/** A co-author event on the read model; answers the publication to index again. */
export const applyCoAuthorEvent = async (
  tx: SqlExecutor,
  table: TableName,
  event: {
    type: (typeof coAuthorEventTypes)[number];
    version: number;
    data: { pubNum: number; userID: string };
  },
): Promise<number> => {
  const { pubNum, userID } = event.data;
  const status = STATUS_OF[event.type];
  await setCoAuthorStatus(tx, table, { pubNum, userID, status, streamVersion: event.version });
  return pubNum;
};
