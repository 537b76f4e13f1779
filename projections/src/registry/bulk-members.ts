import { type EventRange } from '@academy/platform';

/** The positions of the handled events a set-based load left to `apply` (one transaction's). */
export const REMAINDER_TABLE = 'registry_replay_remainder';

/** A sealed part as the sealing store writes it (`{ $sealed: 1, s, iv, ct }`): SQL vouches for its shape only. */
const SEALED = `coalesce(e.data->'personal'->'$sealed' = '1'
                             and jsonb_typeof(e.data->'personal'->'s') = 'string'
                             and jsonb_typeof(e.data->'personal'->'iv') = 'string'
                             and jsonb_typeof(e.data->'personal'->'ct') = 'string', false)`;

/**
 * One statement over the range: every handled event is read once, each JSON field extracted once
 * (`offset 0` keeps the planner from inlining the extractions into every use). A registration
 * whose data SQL can vouch for (every field the schema requires, of its type; an id of the RFC
 * 9562 form, versions 1–8 and the RFC variant, as `z.uuid()` accepts but narrower) goes into the
 * table, each member's newest version only, in key order; every other handled event's position
 * (bans, unbans, erasures) goes into the remainder table.
 *
 * The id is checked without a regular expression: its shape with `like` (36 characters, the four
 * hyphens in place), then cast; version and variant are read from the uuid's bytes. A cast fails
 * only on a character that is not hexadecimal; with `checkIdCharacters` those ids are set aside
 * first (the slower statement, run only after the fast one failed).
 */
export const acceptedMembers = (
  t: string,
  range: EventRange,
  { checkIdCharacters, sealedInto }: { checkIdCharacters: boolean; sealedInto?: string },
): string => `
  with checked as materialized (
    select s.position, s.version, s.first_name, s.last_name, s.membership_tier, s.user_id, s.sealed,
           s.personal, s.user_id is not null and get_byte(uuid_send(s.user_id), 6) >> 4 between 1 and 8
             and get_byte(uuid_send(s.user_id), 8) >> 6 = 2 as accepted
      from (select p.position, p.version, n.first #>> '{}' as first_name, n.last #>> '{}' as last_name,
                   p.tier #>> '{}' as membership_tier, p.sealed, ${sealedInto ? 'p.personal' : 'null::jsonb as personal'},
                   case when p.type = 'UserRegistered' and p.kind = 'object'
                         and p.uid like '________-____-____-____-____________'${
                           checkIdCharacters
                             ? `
                         and ltrim(lower(p.uid), '0123456789abcdef-') = ''`
                             : ''
                         }
                         and coalesce(jsonb_typeof(p.tier), '') in ('string', 'null')
                         and (coalesce(jsonb_typeof(p.hash), '') in ('string', 'null') or p.hash->'$sealed' = '1')
                         and (p.sealed or jsonb_typeof(p.personal) = 'object' and jsonb_typeof(n.email) = 'string'
                         and jsonb_typeof(n.first) = 'string' and jsonb_typeof(n.last) = 'string')
                        then p.uid::uuid end as user_id
              from (select e.position, e.type, e.version, jsonb_typeof(e.data) as kind,
                           e.data->>'userID' as uid, e.data->'membershipTier' as tier,
                           e.data->'passwordHash' as hash, e.data->'personal' as personal,
                           ${sealedInto ? SEALED : 'false'} as sealed
                      from (${range.text}) e
                     where e.type in ('UserRegistered', 'UserBanned', 'UserUnbanned', 'MemberErased') offset 0) p,
                   lateral (select p.personal->'email' as email, p.personal->'firstName' as first,
                                   p.personal->'lastName' as last offset 0) n
            offset 0) s
  ),
  refused as (insert into ${REMAINDER_TABLE} select position from checked where not accepted)${sealedInto ? sealedTail(t, sealedInto) : plainTail(t)}`;

const COLUMNS = 'user_id, first_name, last_name, first_lower, last_lower, membership_tier, version';
const VALUES =
  'user_id, first_name, last_name, lower(first_name), lower(last_name), membership_tier, version';

/** Each member's newest accepted registration, in key order. */
const plainTail = (t: string) => `
  insert into ${t} (${COLUMNS})
  select distinct on (user_id) ${VALUES}
    from checked where accepted
   order by user_id, version desc`;

/** The same, those whose names are sealed held apart (with their sealed part) to be opened. */
const sealedTail = (t: string, sealedInto: string) => `,
  newest as materialized (
    select distinct on (user_id) * from checked where accepted order by user_id, version desc
  ),
  held as (insert into ${sealedInto} (user_id, membership_tier, version, personal)
           select user_id, membership_tier, version, personal from newest where sealed)
  insert into ${t} (${COLUMNS}) select ${VALUES} from newest where not sealed`;
