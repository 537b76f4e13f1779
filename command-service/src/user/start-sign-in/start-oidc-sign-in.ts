import { isSecureSite, setCookie, siteOrigin } from '@academy/platform';
import type express from 'express';
import { type CommandDeps } from '../../pipeline/deps.js';
import { type OidcClient } from '../oidc-client.js';
import { OIDC_CALLBACK_PATH } from '../sign-in-pages.js';
import { saveFlow, STATE_COOKIE, STATE_COOKIE_PATH } from '../sign-in-flows.js';

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
