import {
  createSession,
  endSession,
  hashSessionId,
  replaceSessionOf,
  sessionOf,
  setSessionCookie,
} from '@academy/platform';
import type express from 'express';
import { type CommandDeps } from './deps.js';

/**
 * Signs the user in: a new session with a new random id every time. A session the browser
 * already had is ended, and an id it brought is never adopted (no session fixation).
 */
export const startSession = async (
  deps: Pick<CommandDeps, 'db' | 'clock' | 'config'>,
  req: express.Request,
  res: express.Response,
  userID: string,
): Promise<void> => {
  const previous = sessionOf(req);
  if (previous) await endSession(deps.db, previous.idHash);
  const now = deps.clock();
  const { id, expiresAt } = await createSession(deps.db, userID, now, req.get('user-agent'));
  setSessionCookie(req, res, id, deps.config.PUBLIC_URL);
  replaceSessionOf(req, { idHash: hashSessionId(id), userID, createdAt: now, expiresAt, banned: false });
};
