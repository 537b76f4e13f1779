import { type EventRange, type SqlExecutor } from '@academy/platform';
import { type BulkContext } from '../runner/projection.js';
import { REMAINDER_TABLE } from './bulk-members.js';

/** The newest registrations whose names are sealed, held by the load until they are opened (one transaction's). */
export const SEALED_TABLE = 'registry_replay_sealed';

/** Rows opened at a time: one key read and one insert each. */
const PAGE = 10_000;

interface Held {
  user_id: string;
  membership_tier: string | null;
  version: number;
  personal: unknown;
}

interface Names {
  email: string;
  firstName: string;
  lastName: string;
}

/** What the schema asks of a registration's `personal`, once opened. */
const namesOf = (personal: unknown): Names | undefined => {
  const p = personal as Partial<Names> | null;
  return typeof p === 'object' && p !== null && !Array.isArray(p) && typeof p.email === 'string'
    ? typeof p.firstName === 'string' && typeof p.lastName === 'string'
      ? (p as Names)
      : undefined
    : undefined;
};

/**
 * Opens the held registrations a page at a time, as the store's reads would (each member's key
 * read once; a destroyed key gives the erased names), and writes their rows in one statement a
 * page. A registration whose opened part the schema would refuse is left, with every registration
 * of its member in the range, to `apply` (the remainder), which then skips it as a batch would.
 */
export const openHeldMembers = async (
  tx: SqlExecutor,
  t: string,
  range: EventRange,
  open: NonNullable<BulkContext['open']>,
): Promise<void> => {
  await tx.exec(`declare registry_held no scroll cursor for select * from ${SEALED_TABLE}`);
  for (;;) {
    const { rows } = await tx.query<Held>(`fetch forward ${PAGE} from registry_held`);
    if (rows.length === 0) break;
    const opened = await open(
      rows.map((row) => ({
        type: 'UserRegistered',
        streamId: `user-${row.user_id}`,
        data: { userID: row.user_id, personal: row.personal },
        row,
      })),
    );
    const refused: string[] = [];
    const cells: [string[], string[], string[], (string | null)[], number[]] = [[], [], [], [], []];
    for (const { data, row } of opened) {
      const names = namesOf((data as { personal: unknown }).personal);
      if (!names) {
        refused.push(row.user_id);
        continue;
      }
      cells[0].push(row.user_id);
      cells[1].push(names.firstName);
      cells[2].push(names.lastName);
      cells[3].push(row.membership_tier);
      cells[4].push(row.version);
    }
    await tx.query(
      `insert into ${t} (user_id, first_name, last_name, first_lower, last_lower, membership_tier, version)
       select u, f, l, lower(f), lower(l), m, v
         from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[]) as r(u, f, l, m, v)`,
      cells,
    );
    if (refused.length > 0)
      await tx.query(
        `insert into ${REMAINDER_TABLE}
         select e.position from (${range.text}) e
          where e.type = 'UserRegistered' and lower(e.data->>'userID') = any($5::text[])
         on conflict do nothing`,
        [...range.params, refused],
      );
  }
  await tx.exec('close registry_held');
};
