import { clearCookie, isSecureSite, readCookies, RouteTable, setCookie, siteOrigin } from '@academy/platform';
import type express from 'express';
import { commandRun } from '../../shared/command-context.js';
import { type CommandDeps } from '../../shared/deps.js';
import { startSession } from '../../session/start-session.js';
import { SIGN_IN_SUCCESS } from '../sign-in/route.js';
import { linkOrRegister, type OidcOutcome } from './link-or-register.js';
import { type OidcClient } from './oidc-client.js';
import { saveFlow, takeFlow } from './sign-in-flows.js';

export const OIDC_CALLBACK_PATH = '/rest/signin/oidc/callback';
export const SIGN_IN_FAIL = '/sign-in-fail';
/** Binds the flow to this browser: the callback must come back with the state it was sent with. */
const STATE_COOKIE = 'academy_oidc_state';
const STATE_COOKIE_PATH = '/rest/signin/oidc';

export const bannedPage = (reason: string): string =>
  `/sign-in-fail/banned?message=${encodeURIComponent(reason)}`;

/** gkStart with OIDC configured: remembers the PKCE verifier and nonce, answers the provider's URL. */
export const startOidcSignIn = async (
  deps: CommandDeps,
  oidc: OidcClient,
  req: express.Request,
  res: express.Response,
): Promise<string> => {
  const redirectUri = `${siteOrigin(req, deps.config.PUBLIC_URL)}${OIDC_CALLBACK_PATH}`;
  const start = await oidc.start(redirectUri);
  await saveFlow(
    deps.db,
    start.state,
    { codeVerifier: start.codeVerifier, nonce: start.nonce, redirectUri },
    deps.clock(),
  );
  setCookie(res, STATE_COOKIE, start.state, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecureSite(req, deps.config.PUBLIC_URL),
    path: STATE_COOKIE_PATH,
    maxAgeSeconds: 600,
  });
  return start.url.href;
};

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
  return linkOrRegister(deps, commandRun(req, deps.clock, deps.ids), identity);
};

/**
 * `GET /rest/signin/oidc/callback`: the provider sends the browser back here. Success: a new
 * session and 302 to `/sign-in-success`; a banned user: 302 to the banned page with the reason;
 * anything else: 302 to `/sign-in-fail`. Every target is fixed; none comes from the request.
 */
export const oidcCallbackRoute = (deps: CommandDeps, oidc: OidcClient): RouteTable =>
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
