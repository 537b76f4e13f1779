import { RouteTable, type Migration, type RouteGroup } from '@academy/platform';
import type express from 'express';
import { grantAdminRoute } from './admins/grant-admin/route.js';
import { revokeAdminRoute } from './admins/revoke-admin/route.js';
import { idempotency } from './idempotency/idempotency.js';
import { rateLimitMigrations } from './rate-limit/rate-limit.js';
import { startSession } from './session/start-session.js';
import { type CommandDeps } from './shared/deps.js';
import { banUserRoute } from './user/ban-user/route.js';
import { gkStartRoute } from './user/gk-start/route.js';
import { OidcClient } from './user/oidc-sign-in/oidc-client.js';
import { oidcCallbackRoute } from './user/oidc-sign-in/route.js';
import { signInFlowMigrations } from './user/oidc-sign-in/sign-in-flows.js';
import { passwordResetMigrations } from './user/password-reset/reset-tokens.js';
import { passwordResetRoutes } from './user/password-reset/route.js';
import { sessionStatusRoute } from './user/session-status/route.js';
import { signInRoute } from './user/sign-in/route.js';
import { signOutRoute } from './user/sign-out/route.js';
import { signUpRoute } from './user/sign-up/route.js';
import { unbanUserRoute } from './user/unban-user/route.js';

/** The command side's operational tables (sessions are the platform's). */
export const accountMigrations: Migration[] = [
  ...rateLimitMigrations,
  ...passwordResetMigrations,
  ...signInFlowMigrations,
];

const oidcClientFor = (deps: CommandDeps): OidcClient | undefined => {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = deps.config;
  return OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET
    ? new OidcClient(
        { issuer: OIDC_ISSUER, clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET },
        deps.logger,
      )
    : undefined;
};

/**
 * Every command-side endpoint with its requirement. Mount after the JSON body parser and the
 * session layer. Sign-in steps come before the idempotency layer (a replayed answer would carry
 * no session cookie); every other command may carry an Idempotency-Key.
 */
export const commandRoutes = (deps: CommandDeps): RouteGroup => {
  const oidc = oidcClientFor(deps);
  const signUpAndSignIn = (req: express.Request, res: express.Response, userID: string) =>
    startSession(deps, req, res, userID);
  const table = new RouteTable(deps.access)
    .use(gkStartRoute(deps, oidc))
    .use(signInRoute(deps))
    .use(signOutRoute(deps))
    .use(sessionStatusRoute(deps));
  if (oidc) table.use(oidcCallbackRoute(deps, oidc));
  return table
    .use(idempotency(deps.db))
    .use(signUpRoute(deps, signUpAndSignIn))
    .use(passwordResetRoutes(deps))
    .use(banUserRoute(deps))
    .use(unbanUserRoute(deps))
    .use(grantAdminRoute(deps))
    .use(revokeAdminRoute(deps));
};
