import { viewerClassOf } from '@academy/domain';
import type express from 'express';
import { viewerOf } from '../viewer/viewer.js';

/**
 * Whom an answer is for: the key of its cached copies and part of its ETag. Answers of one
 * audience never serve another. `visitor` and `everyone` answers are public (shared caches may
 * keep them); the others are private to the browser that asked.
 */

/** The same answer for every viewer (it reads nothing a viewer could change). */
export const everyone = (): string => 'everyone';

/** Visitors, members and admins see different answers; members all see the same one. */
export const byViewerKind = (req: express.Request): string => viewerOf(req).kind;

/**
 * A member's profile: the viewer's class relative to it (visitor, member, owner, admin). When the
 * answer is the viewer's own (no `userID` given) or their class sees private fields, it is theirs alone.
 */
export const byProfileViewer = (req: express.Request): string => {
  const viewer = viewerOf(req);
  const given = req.query.userID;
  if (viewer.kind === 'visitor') return 'visitor';
  if (typeof given !== 'string' || given === '') return `${viewer.kind}:${viewer.userID}`;
  const cls = viewerClassOf(viewer, given);
  return cls === 'member' ? 'member' : `${cls}:${viewer.userID}`;
};
