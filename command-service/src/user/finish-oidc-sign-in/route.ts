import { clearCookie, isSecureSite, readCookies, RouteTable } from '@academy/platform';
import type express from 'express';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { startSession } from '../../pipeline/start-session.js';
import { type OidcClient } from '../oidc-client.js';
import { STATE_COOKIE, STATE_COOKIE_PATH, takeFlow } from '../sign-in-flows.js';
import { bannedPage, OIDC_CALLBACK_PATH, SIGN_IN_FAIL, SIGN_IN_SUCCESS } from '../sign-in-pages.js';
import { linkOrRegister, type OidcOutcome } from './link-or-register.js';

const finish = async (deps: CommandDeps, oidc: OidcClient, req: express.Request): Promise<OidcOutcome> => {
  const state = req.query.state;
  if (typeof state !== 'string' || state === '' || readCookies(req).get(STATE_COOKIE) !== state) {
    return { kind: 'failed', why: 'the state does not match this browser' };
  }
  const flow = await takeFlow(deps.db, state, deps.clock());
  if (!flow) return { kind: 'failed', why: 'unknown or expired sign-in' };
  const callbackUrl = new URL(flow.redirectUri);
  callbackUrl.search = new URL(req.originalUrl, 'http://callback.invalid').search;
  const identity = await oidc.finish(callbackUrl, {
    state,
    nonce: flow.nonce,
    codeVerifier: flow.codeVerifier,
  });
  return linkOrRegister(deps, commandMeta(req, deps.clock, deps.ids), identity);
};

/**
 * `GET /rest/signin/oidc/callback`: the provider sends the browser back here. Success: a new
 * session and 302 to `/sign-in-success`; a banned user: 302 to the banned page with the reason;
 * anything else: 302 to `/sign-in-fail`. Every target is fixed; none comes from the request.
 */
export const finishOidcSignInRoute = (deps: CommandDeps, oidc: OidcClient): RouteTable =>
  new RouteTable(deps.access).get(OIDC_CALLBACK_PATH, { allowBanned: true }, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const outcome = await finish(deps, oidc, req).catch((error: unknown): OidcOutcome => ({
      kind: 'failed',
      why: error instanceof Error ? error.message : String(error),
    }));
    clearCookie(res, STATE_COOKIE, {
      httpOnly: true,
      path: STATE_COOKIE_PATH,
      secure: isSecureSite(req, deps.config.PUBLIC_URL),
    });
    if (outcome.kind === 'failed') {
      deps.logger.warn('oidc sign-in failed', { why: outcome.why });
      return res.redirect(302, SIGN_IN_FAIL);
    }
    if (outcome.kind === 'banned') return res.redirect(302, bannedPage(outcome.reason));
    await startSession(deps, req, res, outcome.userID);
    res.redirect(302, SIGN_IN_SUCCESS);
  });
