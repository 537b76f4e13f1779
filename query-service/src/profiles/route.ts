import { DomainError, mayViewField, profileFor, type Profile, type ProfileView } from '@academy/domain';
import { renderMarkdown, RouteTable, signedInUser } from '@academy/platform';
import type express from 'express';
import { type QueryDeps } from '../deps.js';
import { byProfileViewer } from '../cache/audience.js';
import { cachedRead } from '../cache/cached-read.js';
import { readYourWrites } from '../freshness/read-your-writes.js';
import { viewerOf } from '../viewer/viewer.js';
import { findProfileState } from './queries.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?userID=` when given (any member's profile), else the signed-in user's own (401 for a visitor). */
const targetOf = (req: express.Request): string => {
  const given = req.query.userID;
  if (given === undefined || given === '') return signedInUser(req).userID;
  if (typeof given !== 'string' || !UUID.test(given))
    throw new DomainError('validation-failed', 'userID is a UUID', [{ path: 'userID', message: 'A UUID' }]);
  return given;
};

/** The profile as this viewer may see it; 404 when there is none for them (opted out, banned, unknown). */
const visibleProfile = async (
  deps: QueryDeps,
  req: express.Request,
): Promise<{ state: Profile; view: ProfileView }> => {
  const userID = targetOf(req);
  const state = await findProfileState(deps.db, userID);
  const view = state ? profileFor(state, viewerOf(req)) : null;
  if (!state || state.status === 'none' || !view) throw new DomainError('not-found', 'No such user');
  return { state: state as Profile, view };
};

/**
 * `GET /rest/user/profile[?userID=]`: what this viewer may see (fields they may not are absent),
 * the bio also as `bioHtml`, rendered as a publication's body is;
 * `GET /rest/user/profile/expertise?userID=` → `{ userID, expertise }`;
 * `GET /rest/user/profile/image?userID=` → the image (ETag, long cache), or 200 with an empty body.
 */
export const profilesRoutes = (deps: QueryDeps): RouteTable => {
  const cached = cachedRead(deps, { projections: ['profiles'], audience: byProfileViewer });
  return new RouteTable(deps.access)
    .get('/rest/user/profile', {}, cached, async (req, res) => {
      const { view } = await visibleProfile(deps, req);
      res.json(view.bio ? { ...view, bioHtml: renderMarkdown(view.bio) } : view);
    })
    .get('/rest/user/profile/expertise', {}, cached, async (req, res) => {
      const { view } = await visibleProfile(deps, req);
      res.json({ userID: view.userID, expertise: view.expertise ?? [] });
    })
    .get('/rest/user/profile/image', {}, readYourWrites(deps, ['profiles']), async (req, res) => {
      const { state } = await visibleProfile(deps, req);
      const image = mayViewField(state, viewerOf(req), 'image') ? state.image : null;
      const bytes = image && deps.blobs ? await deps.blobs.get(image.key) : undefined;
      if (!image || !bytes) {
        res.set('Cache-Control', 'no-cache');
        res.status(200).type('application/octet-stream').end();
        return;
      }
      const etag = `"${image.key}"`;
      // Private: the image may be seen by members only. Revalidated by its ETag once the day is over.
      res.set({ ETag: etag, 'Cache-Control': 'private, max-age=86400', Vary: 'Cookie' });
      if (req.get('if-none-match') === etag) {
        res.status(304).end();
        return;
      }
      res.status(200).type(image.contentType).send(bytes);
    });
};
