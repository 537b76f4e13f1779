import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../ids/ids.js';
import { type Migration } from '../sql/migrate.js';
import { type SqlExecutor } from '../sql/sql-client.js';

/**
 * Sessions: an operational table in the read-model database (never a projection, never
 * replayed). The cookie holds a random id; the table holds only its SHA-256.
 */
export const sessionMigrations: Migration[] = [
  {
    id: 'sessions-1',
    sql: `
      create table sessions (
        id_hash text primary key,
        user_id uuid not null,
        created_at timestamptz not null,
        last_seen_at timestamptz not null,
        expires_at timestamptz not null,
        banned boolean not null default false,
        user_agent text
      );
      create index sessions_user on sessions (user_id);
      create index sessions_expires on sessions (expires_at);
    `,
  },
];

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The expiry slides at most once per this interval, so most requests write nothing. */
export const SESSION_SLIDE_EVERY_MS = 60 * 60 * 1000;

export interface SessionRecord {
  idHash: string;
  userID: string;
  createdAt: Date;
  expiresAt: Date;
  banned: boolean;
  /**
   * The versions of the user's stream and the `admins` stream, read in the same statement when the
   * event store shares the database: authorization then asks for neither again.
   */
  streamVersions?: { user: number; admins: number };
}

interface Row {
  id_hash: string;
  user_id: string;
  created_at: Date | string;
  expires_at: Date | string;
  banned: boolean;
  user_version?: number | string;
  admins_version?: number | string;
}

const SESSION_ID = /^[A-Za-z0-9_-]{40,64}$/;

export const hashSessionId = (id: string): string => sha256Hex(id);

/** A new session for the user: a fresh random id every time (never one the browser brought). */
export const createSession = async (
  db: SqlExecutor,
  userID: string,
  now: Date,
  userAgent?: string,
): Promise<{ id: string; expiresAt: Date }> => {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.query(
    `insert into sessions (id_hash, user_id, created_at, last_seen_at, expires_at, user_agent) values ($1, $2, $3, $3, $4, $5)`,
    [hashSessionId(id), userID, now.toISOString(), expiresAt.toISOString(), userAgent?.slice(0, 300) ?? null],
  );
  return { id, expiresAt };
};

const FIND_SESSION =
  'select id_hash, user_id, created_at, expires_at, banned from sessions where id_hash = $1 and expires_at > $2';
// The same, with the versions of the streams authorization folds (the SQL event store's `events`).
const FIND_SESSION_WITH_VERSIONS = `select s.id_hash, s.user_id, s.created_at, s.expires_at, s.banned,
    (select coalesce(max(e.version), 0) from events e where e.stream_id = 'user-' || s.user_id::text) as user_version,
    (select coalesce(max(e.version), 0) from events e where e.stream_id = 'admins') as admins_version
  from sessions s where s.id_hash = $1 and s.expires_at > $2`;

/**
 * The live session for a cookie value, or undefined (unknown, malformed or expired). With
 * `withVersions` (the event store is in the same database), also the versions authorization needs.
 */
export const findSession = async (
  db: SqlExecutor,
  id: string,
  now: Date,
  withVersions = false,
): Promise<SessionRecord | undefined> => {
  if (!SESSION_ID.test(id)) return undefined;
  const { rows } = await db.query<Row>(
    withVersions ? FIND_SESSION_WITH_VERSIONS : FIND_SESSION,
    [hashSessionId(id), now.toISOString()],
    { preparedName: withVersions ? 'academy_find_session_versions' : 'academy_find_session' },
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    idHash: row.id_hash,
    userID: row.user_id,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    banned: row.banned,
    ...(withVersions
      ? { streamVersions: { user: Number(row.user_version ?? 0), admins: Number(row.admins_version ?? 0) } }
      : {}),
  };
};

/** Sliding expiry: 30 days from now. Answers the new expiry. */
export const slideSession = async (db: SqlExecutor, idHash: string, now: Date): Promise<Date> => {
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.query('update sessions set expires_at = $2, last_seen_at = $3 where id_hash = $1', [
    idHash,
    expiresAt.toISOString(),
    now.toISOString(),
  ]);
  return expiresAt;
};

export const endSession = async (db: SqlExecutor, idHash: string): Promise<void> => {
  await db.query('delete from sessions where id_hash = $1', [idHash]);
};

/** Ends every session of a user (after a password reset). */
export const endUserSessions = async (db: SqlExecutor, userID: string): Promise<number> =>
  (await db.query('delete from sessions where user_id = $1', [userID])).rowCount;

/** What a member's list of sessions names a session by: derived from the stored hash, useless as a cookie. */
export const sessionHandle = (idHash: string): string => sha256Hex(`handle|${idHash}`).slice(0, 32);

/** Ends the user's session with this handle; answers whether there was one (never another user's). */
export const endSessionByHandle = async (
  db: SqlExecutor,
  userID: string,
  handle: string,
): Promise<boolean> => {
  const { rows } = await db.query<{ id_hash: string }>('select id_hash from sessions where user_id = $1', [
    userID,
  ]);
  const found = rows.find((r) => sessionHandle(r.id_hash) === handle);
  if (found) await endSession(db, found.id_hash);
  return found !== undefined;
};

/** Ends every session of a user but one (after a password change, or "sign out all others"). */
export const endOtherSessions = async (
  db: SqlExecutor,
  userID: string,
  keepIdHash: string,
): Promise<number> =>
  (await db.query('delete from sessions where user_id = $1 and id_hash <> $2', [userID, keepIdHash]))
    .rowCount;

/** A ban marks the user's sessions (they are kept, so unbanning restores them). */
export const markUserSessionsBanned = async (
  db: SqlExecutor,
  userID: string,
  banned: boolean,
): Promise<void> => {
  await db.query('update sessions set banned = $2 where user_id = $1', [userID, banned]);
};

export const purgeExpiredSessions = async (db: SqlExecutor, now: Date): Promise<number> =>
  (await db.query('delete from sessions where expires_at <= $1', [now.toISOString()])).rowCount;

/** A user's live sessions, newest first, as a member may see them: times and user agent, never the id or its hash. */
export const listUserSessions = async (
  db: SqlExecutor,
  userID: string,
  now: Date,
): Promise<
  { idHash: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date; userAgent: string | null }[]
> => {
  const { rows } = await db.query<{
    id_hash: string;
    created_at: Date | string;
    last_seen_at: Date | string;
    expires_at: Date | string;
    user_agent: string | null;
  }>(
    `select id_hash, created_at, last_seen_at, expires_at, user_agent from sessions
      where user_id = $1 and expires_at > $2 order by created_at desc`,
    [userID, now.toISOString()],
  );
  return rows.map((r) => ({
    idHash: r.id_hash,
    createdAt: new Date(r.created_at),
    lastSeenAt: new Date(r.last_seen_at),
    expiresAt: new Date(r.expires_at),
    userAgent: r.user_agent,
  }));
};
