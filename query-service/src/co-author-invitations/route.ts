import { type Author, type CoAuthorInvitation, type CoAuthorInvitations } from '@academy/domain';
import { RouteTable, signedInUser, type SqlExecutor } from '@academy/platform';
import { type QueryDeps } from '../deps.js';
import { readYourWrites } from '../freshness/read-your-writes.js';

const parsed = (authors: Author[] | string): Author[] =>
  typeof authors === 'string' ? (JSON.parse(authors) as Author[]) : authors;

/**
 * The member's pending invitations on publications that still name them and are not removed,
 * newest first, from the journal read model (co-author-links.ts in projections).
 */
export const pendingInvitationsOf = async (
  db: SqlExecutor,
  userID: string,
): Promise<CoAuthorInvitation[]> => {
  const { rows } = await db.query<{
    pub_num: number;
    title: string;
    authors: Author[] | string;
    slot: number;
    first_name: string | null;
    last_name: string | null;
  }>(
    `select p.pub_num, p.title, v.authors, s.slot, u.first_name, u.last_name
       from journal_co_authors c
       join journal_publications p on p.pub_num = c.pub_num
       join journal_versions v on v.pub_num = p.pub_num and v.version = p.latest_version
       join lateral (select min(slot) as slot from journal_author_slots s
                      where s.pub_num = p.pub_num and s.version = p.latest_version and s.user_id = c.user_id) s
         on s.slot is not null
       left join user_profiles u on u.user_id::text = p.submitted_by
      where c.user_id = $1 and c.status = 'invited' and coalesce(trim(p.removal_note), '') = ''
      order by p.publish_date desc, p.pub_num desc
      limit 200`,
    [userID],
  );
  return rows.map((r) => ({
    pubNum: r.pub_num,
    title: r.title,
    listedAs: parsed(r.authors)[r.slot]?.name ?? '',
    invitedBy: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
  }));
};

/** `GET /rest/journal/co-author-invitations` (signed in): my pending invitations to be a co-author. */
export const coAuthorInvitationsRoute = (deps: QueryDeps): RouteTable =>
  new RouteTable(deps.access).get(
    '/rest/journal/co-author-invitations',
    { signedIn: true },
    readYourWrites(deps, ['journal']),
    async (req, res) => {
      const { userID } = signedInUser(req);
      const answer: CoAuthorInvitations = { invitations: await pendingInvitationsOf(deps.db, userID) };
      res.set('Cache-Control', 'no-store').json(answer);
    },
  );
