import {
  auditEventLabel,
  describeActor,
  findTier,
  shortOrderNumber,
  type LatestEvent,
} from '@academy/domain';
import { type StoredEvent } from '@academy/platform';
import { type QueryDeps } from '../deps.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_STREAM = /^user-([0-9a-f-]{36})$/;
const PUBLICATION_STREAM = /^(?:publication|journal)-(\d+)$/;
/** `email-{sha256}`: a claim on an address, named by its hash; never shown. */
const EMAIL_STREAM = /^email-[0-9a-f]+$/i;
const HASH = /^[0-9a-f]{32,}$/i;

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

/** The member an email claim's event names (`EmailClaimed`, `EmailReleased`), when it names one. */
const claimantOf = (e: StoredEvent): string | undefined => {
  const userID = (e.data as { userID?: unknown } | null)?.userID;
  return EMAIL_STREAM.test(e.streamId) && typeof userID === 'string' ? userID.toLowerCase() : undefined;
};

/**
 * The stream's subject in words: a member by name; an email claim by its member's name, or "An
 * email address" (its stream id is a hash); an order by its short number; other `{kind}-{id}`
 * streams by kind and a short id.
 */
const subjectOf = (e: StoredEvent, names: Map<string, string>): string => {
  const { streamId } = e;
  const user = USER_STREAM.exec(streamId)?.[1];
  if (user) return names.get(user) || 'A member';
  if (EMAIL_STREAM.test(streamId)) {
    const claimant = claimantOf(e);
    return (claimant && names.get(claimant)) || 'An email address';
  }
  const pub = PUBLICATION_STREAM.exec(streamId)?.[1];
  if (pub) return `Publication ${pub}`;
  const kind = /^([a-z]+)-(.+)$/.exec(streamId);
  if (!kind) return streamId;
  const title = `${kind[1]!.charAt(0).toUpperCase()}${kind[1]!.slice(1)}`;
  if (kind[1] === 'order') return `Order ${shortOrderNumber(kind[2]!)}`;
  const id = UUID.test(kind[2]!) || HASH.test(kind[2]!) ? kind[2]!.slice(0, 8) : kind[2]!;
  return `${title} ${id}`;
};

/** The latest events with their subjects and actors named (names the read model knows). */
export const namedLatestEvents = async (deps: QueryDeps, events: StoredEvent[]): Promise<LatestEvent[]> => {
  const ids = new Set<string>();
  for (const e of events) {
    const user = USER_STREAM.exec(e.streamId)?.[1];
    if (user) ids.add(user);
    const claimant = claimantOf(e);
    if (claimant) ids.add(claimant);
    if (e.metadata.actor && UUID.test(e.metadata.actor)) ids.add(e.metadata.actor.toLowerCase());
  }
  const names = await namesOf(deps, [...ids]);
  const tierName = (id: string) => findTier(deps.access.catalogue, id)?.name ?? id;
  return events.map((e) => {
    const { actor } = e.metadata;
    const subject = subjectOf(e, names);
    const actorName =
      actor && UUID.test(actor)
        ? names.get(actor.toLowerCase()) || 'A member'
        : actor === 'member' && USER_STREAM.test(e.streamId)
          ? subject
          : describeActor(actor);
    return {
      type: e.type,
      label: auditEventLabel(e, tierName),
      streamId: e.streamId,
      subject,
      time: e.metadata.timestamp,
      actor,
      actorName,
      link: linkOf(e.streamId),
    };
  });
};
