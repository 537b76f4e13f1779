import type express from 'express';
import { clearCookie, isSecureSite, readCookies, setCookie } from '../http/cookies.js';
import { setActor } from '../http/request-context.js';
import { type SqlExecutor } from '../sql/sql-client.js';
import {
  findSession,
  SESSION_SLIDE_EVERY_MS,
  SESSION_TTL_MS,
  slideSession,
  type SessionRecord,
} from './session-store.js';

export const SESSION_COOKIE = 'academy_session';

const key = Symbol('academy.session');

type WithSession = express.Request & { [key]?: SessionRecord | null };

/** The request's live session, as the session layer found it (null for a visitor). */
export const sessionOf = (req: express.Request): SessionRecord | null => (req as WithSession)[key] ?? null;

/** The session cookie: HttpOnly, SameSite=Lax, Secure behind HTTPS, 30 days. */
export const setSessionCookie = (
  req: express.Request,
  res: express.Response,
  id: string,
  publicUrl: string | undefined,
): void =>
  setCookie(res, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureSite(req, publicUrl),
    maxAgeSeconds: SESSION_TTL_MS / 1000,
  });

export const clearSessionCookie = (
  req: express.Request,
  res: express.Response,
  publicUrl: string | undefined,
): void =>
  clearCookie(res, SESSION_COOKIE, { httpOnly: true, sameSite: 'Lax', secure: isSecureSite(req, publicUrl) });

/** After sign-in or sign-out in this request, later code sees the new state. */
export const replaceSessionOf = (req: express.Request, session: SessionRecord | null): void => {
  (req as WithSession)[key] = session;
  setActor(req, session?.userID ?? null);
};

export interface SessionLayerOptions {
  db: SqlExecutor;
  clock: () => Date;
  publicUrl: string | undefined;
  /** The event store is this database's (no KURRENTDB_URL): read the streams' versions with the session. */
  withStreamVersions?: boolean;
}

/**
 * Finds the session named by the cookie, slides its expiry (at most hourly) and sets the actor,
 * before any router (idempotency keys are scoped by actor).
 *
 * A dead cookie makes a visitor but is not cleared: the request may have left before the same
 * browser signed in again (which ends the session it brought), and a clearing answer that arrives
 * after the sign-in's would delete the new cookie and sign the browser out. Only sign-out clears.
 */
export const sessionLayer =
  ({ db, clock, publicUrl, withStreamVersions = false }: SessionLayerOptions): express.RequestHandler =>
  async (req, res, next) => {
    const id = readCookies(req).get(SESSION_COOKIE);
    if (id === undefined) return next();
    const now = clock();
    const session = await findSession(db, id, now, withStreamVersions);
    if (!session) return next();
    if (session.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SESSION_SLIDE_EVERY_MS) {
      session.expiresAt = await slideSession(db, session.idHash, now);
      setSessionCookie(req, res, id, publicUrl);
    }
    replaceSessionOf(req, session);
    next();
  };
