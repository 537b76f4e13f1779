import { type EventRange } from '@academy/platform';
import { type TableName } from '../runner/projection.js';

/** The positions of the registrations a set-based load left to `apply` (one transaction's). */
export const REMAINDER_TABLE = 'admin_users_replay_remainder';

/**
 * One statement over the range's registrations, each JSON field extracted once (`offset 0`). A
 * registration goes in when SQL can vouch for it as the schema would (every field of its type, an
 * id of the RFC 9562 form with versions 1–8 and the RFC variant, checked by shape and cast and
 * bytes as in the registry's load) and gives the row `apply` would: an email of ASCII characters
 * only (SQL's `lower` then equals JavaScript's `toLowerCase`), a status only for a non-empty tier,
 * and it is its member's only registration in the range (`apply` keeps the first one it sees, an
 * order a set cannot tell). Every other registration's position goes into the remainder table.
 */
export const firstRegistrations = (
  table: TableName,
  range: EventRange,
  { checkIdCharacters }: { checkIdCharacters: boolean },
): string => `
  with checked as materialized (
    select s.*, s.user_id is not null and get_byte(uuid_send(s.user_id), 6) >> 4 between 1 and 8
             and get_byte(uuid_send(s.user_id), 8) >> 6 = 2
             and count(*) over (partition by lower(s.uid)) = 1 as accepted
      from (select p.position, p.version, p.uid, p.created_at, n.first #>> '{}' as first_name,
                   n.last #>> '{}' as last_name, n.email #>> '{}' as email, p.tier #>> '{}' as membership_tier,
                   case when p.kind = 'object' and p.uid like '________-____-____-____-____________'${
                     checkIdCharacters ? ` and ltrim(lower(p.uid), '0123456789abcdef-') = ''` : ''
                   }
                         and coalesce(jsonb_typeof(p.tier), '') in ('string', 'null')
                         and (coalesce(jsonb_typeof(p.hash), '') in ('string', 'null') or p.hash->'$sealed' = '1')
                         and jsonb_typeof(p.personal) = 'object' and jsonb_typeof(n.email) = 'string'
                         and octet_length(n.email #>> '{}') = length(n.email #>> '{}')
                         and jsonb_typeof(n.first) = 'string' and jsonb_typeof(n.last) = 'string'
                        then p.uid::uuid end as user_id
              from (select e.position, e.version, jsonb_typeof(e.data) as kind, e.data->>'userID' as uid,
                           e.data->'membershipTier' as tier, e.data->'passwordHash' as hash,
                           e.data->'personal' as personal, e.metadata->>'timestamp' as created_at
                      from (${range.text}) e where e.type = 'UserRegistered' offset 0) p,
                   lateral (select p.personal->'email' as email, p.personal->'firstName' as first,
                                   p.personal->'lastName' as last offset 0) n
            offset 0) s
  ),
  refused as (insert into ${REMAINDER_TABLE} select position from checked where not accepted)
  insert into ${table('admin_users')}
    (user_id, first_name, last_name, email, membership_tier, membership_status, created_at, version)
  select user_id, first_name, last_name, lower(email), membership_tier,
         case when membership_tier <> '' then 'active' end, created_at::timestamptz, version
    from checked where accepted
   order by user_id`;
