import { safeRedirectTarget } from '@academy/domain';
import { RouteTable, setCookie, siteOrigin } from '@academy/platform';
import type express from 'express';
import { type CommandDeps } from '../../pipeline/deps.js';
import { type OidcClient } from '../oidc-client.js';
import { BUILT_IN_SIGN_IN, SIGN_IN_FAIL } from '../sign-in-pages.js';
import { startOidcSignIn } from './start-oidc-sign-in.js';

/** The stored redirect record (ARCHITECTURE.md): `{ redirectHref, data? }`, read by `/sign-in-success`. */
export const REDIRECT_COOKIE = 'sign-in-redirect-href';

/**
 * `?redirect=1` is the frontend's plain "sign in" (it saved its target in the cookie itself).
 * Any other value is a target: it is kept only if it stays on this site, else it becomes `/`.
 */
const saveTarget = (deps: CommandDeps, req: express.Request, res: express.Response): void => {
  const target = req.query.redirect;
  if (target === undefined || target === '1') return;
  const redirectHref = safeRedirectTarget(target, siteOrigin(req, deps.config.PUBLIC_URL));
  setCookie(res, REDIRECT_COOKIE, JSON.stringify({ redirectHref }), { sameSite: 'Lax', maxAgeSeconds: 120 });
};

/**
 * `GET /rest/signin/gkStart?redirect=1[&localhost=1]` (browser navigation): 302 to the built-in
 * provider page `/sign-in`, or to the OpenID provider when OIDC_* is set. `localhost` is accepted
 * and not needed: the callback address comes from PUBLIC_URL or the request's own host.
 */
export const startSignInRoute = (deps: CommandDeps, oidc: OidcClient | undefined): RouteTable =>
  new RouteTable(deps.access).get('/rest/signin/gkStart', { allowBanned: true }, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    saveTarget(deps, req, res);
    if (!oidc) return res.redirect(302, BUILT_IN_SIGN_IN);
    try {
      res.redirect(302, await startOidcSignIn(deps, oidc, req, res));
    } catch (error) {
      deps.logger.error('oidc: could not start sign-in', {
        error: error instanceof Error ? error.message : String(error),
      });
      res.redirect(302, SIGN_IN_FAIL);
    }
  });
