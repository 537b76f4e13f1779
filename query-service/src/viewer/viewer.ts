import { type Viewer } from '@academy/domain';
import { userAccessOf } from '@academy/platform';
import type express from 'express';

/** Who asks, as the route guard judged them: a visitor, a member or an admin. */
export const viewerOf = (req: express.Request): Viewer => {
  const user = userAccessOf(req);
  if (!user) return { kind: 'visitor' };
  return user.admin ? { kind: 'admin', userID: user.userID } : { kind: 'member', userID: user.userID };
};
