import { auditEventLabel, describeActor, type LatestEvent } from '@academy/domain';
import { type StoredEvent } from '@academy/platform';
import { type QueryDeps } from '../deps.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_STREAM = /^user-([0-9a-f-]{36})$/;
const PUBLICATION_STREAM = /^(?:publication|journal)-(\d+)$/;

/** Where an event's subject is shown in the admin area. */
const linkOf = (streamId: string): string | null => {
  const user = USER_STREAM.exec(streamId);
  if (user) return `/admin/audit/user/${user[1]}`;
  const pub = PUBLICATION_STREAM.exec(streamId);
  if (pub) return `/admin/audit/publication/${pub[1]}`;
  return null;
};

/** The members' names (from the admin users read model) for the ids given. */
const namesOf = async (deps: QueryDeps, userIDs: string[]): Promise<Map<string, string>> => {
  if (userIDs.length === 0) return new Map();
  const { rows } = await deps.db.query<{ user_id: string; first_name: string; last_name: string }>(
    `select user_id, first_name, last_name from admin_users where user_id::text = any($1)`,
    [userIDs],
  );
  return new Map(rows.map((r) => [String(r.user_id), `${r.first_name} ${r.last_name}`.trim()]));
};

/** The stream's subject in words; `{kind}-{id}` streams of other kinds by kind and a short id. */
const subjectOf = (streamId: string, names: Map<string, string>): string => {
  const user = USER_STREAM.exec(streamId)?.[1];
  if (user) return names.get(user) || 'A member';
  const pub = PUBLICATION_STREAM.exec(streamId)?.[1];
  if (pub) return `Publication ${pub}`;
  const kind = /^([a-z]+)-(.+)$/.exec(streamId);
  if (!kind) return streamId;
  const id = UUID.test(kind[2]!) ? kind[2]!.slice(0, 8) : kind[2]!;
  return `${kind[1]!.charAt(0).toUpperCase()}${kind[1]!.slice(1)} ${id}`;
};

/** The latest events with their subjects and actors named (names the read model knows). */
export const namedLatestEvents = async (deps: QueryDeps, events: StoredEvent[]): Promise<LatestEvent[]> => {
  const ids = new Set<string>();
  for (const e of events) {
    const user = USER_STREAM.exec(e.streamId)?.[1];
    if (user) ids.add(user);
    if (e.metadata.actor && UUID.test(e.metadata.actor)) ids.add(e.metadata.actor.toLowerCase());
  }
  const names = await namesOf(deps, [...ids]);
  return events.map((e) => {
    const { actor } = e.metadata;
    const subject = subjectOf(e.streamId, names);
    const actorName =
      actor && UUID.test(actor)
        ? names.get(actor.toLowerCase()) || 'A member'
        : actor === 'member' && USER_STREAM.test(e.streamId)
          ? subject
          : describeActor(actor);
    return {
      type: e.type,
      label: auditEventLabel(e),
      streamId: e.streamId,
      subject,
      time: e.metadata.timestamp,
      actor,
      actorName,
      link: linkOf(e.streamId),
    };
  });
};
