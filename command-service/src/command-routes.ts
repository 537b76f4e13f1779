import { RouteTable, type RouteGroup } from '@academy/platform';
import { grantAdminRoute } from './admins/grant-admin/route.js';
import { revokeAdminRoute } from './admins/revoke-admin/route.js';
import { cancelMembershipRoute } from './membership/cancel/route.js';
import { billingPortalRoute } from './membership/billing-portal/route.js';
import { changeTierRoute } from './membership/change-tier/route.js';
import { membershipCheckoutRoute } from './membership/checkout/route.js';
import { withdrawCancellationRoute } from './membership/withdraw-cancellation/route.js';
import { withdrawTierChangeRoute } from './membership/withdraw-tier-change/route.js';
import { grantFreeOrderRoute } from './order/grant-free-order/route.js';
import { testCheckoutRoutes } from './payments/test-checkout/route.js';
import { stripeWebhookRoute } from './payments/stripe-webhook/route.js';
import { type CommandDeps } from './pipeline/deps.js';
import { idempotency, letGoOnError } from './pipeline/idempotency.js';
import { answerCoAuthorshipRoutes } from './publication/answer-co-authorship/route.js';
import { previewPublicationRoute } from './publication/preview-publication/route.js';
import { removePublicationRoute } from './publication/remove-publication/route.js';
import { restorePublicationRoute } from './publication/restore-publication/route.js';
import { revisePublicationRoute } from './publication/revise-publication/route.js';
import { submitPublicationRoute } from './publication/submit-publication/route.js';
import { changeEmailRoutes } from './user/change-email/route.js';
import { changePasswordRoute } from './user/change-password/route.js';
import { endSessionsRoutes } from './user/end-sessions/route.js';
import { banUserRoute } from './user/ban-user/route.js';
import { eraseMemberRoutes } from './user/erase-member/route.js';
import { confirmPasswordResetRoute } from './user/confirm-password-reset/route.js';
import { finishOidcSignInRoute } from './user/finish-oidc-sign-in/route.js';
import { OidcClient } from './user/oidc-client.js';
import { requestPasswordResetRoute } from './user/request-password-reset/route.js';
import { sessionStatusRoute } from './user/session-status/route.js';
import { signInRoute } from './user/sign-in/route.js';
import { signOutRoute } from './user/sign-out/route.js';
import { signUpRoute } from './user/sign-up/route.js';
import { startSignInRoute } from './user/start-sign-in/route.js';
import { unbanUserRoute } from './user/unban-user/route.js';
import { updateProfileRoute } from './user/update-profile/route.js';
import { profileImageRoutes } from './user/profile-image/route.js';
import { createOrganizationRoute } from './organization/create-organization/route.js';
import { createExpertiseTagRoute } from './expertise/create-expertise-tag/route.js';
import { changeShipmentRoutes } from './shipment/change-shipment/route.js';
import { importShippedRoute } from './shipment/import-shipped/route.js';
import { changeShippingAddressRoute } from './shipment/change-address/route.js';

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
 * no session cookie); every other command may carry an Idempotency-Key, and answers through
 * answerCommand (pipeline/command-answer.ts), which keeps its answer for the key.
 */
export const commandRoutes = (deps: CommandDeps): RouteGroup => {
  const oidc = oidcClientFor(deps);
  const table = new RouteTable(deps.access)
    .use(startSignInRoute(deps, oidc))
    .use(signInRoute(deps))
    .use(signOutRoute(deps))
    .use(sessionStatusRoute(deps));
  if (oidc) table.use(finishOidcSignInRoute(deps, oidc));
  // Before the idempotency layer: the webhook dedupes by the provider's event id.
  table.use(stripeWebhookRoute(deps));
  table
    .use(idempotency(deps.db, { ...deps.idempotency, logger: deps.logger }))
    // Accounts and profiles.
    .use(signUpRoute(deps))
    .use(requestPasswordResetRoute(deps))
    .use(confirmPasswordResetRoute(deps))
    .use(changePasswordRoute(deps))
    .use(endSessionsRoutes(deps))
    .use(changeEmailRoutes(deps))
    .use(updateProfileRoute(deps))
    .use(profileImageRoutes(deps))
    // Admins.
    .use(banUserRoute(deps))
    .use(unbanUserRoute(deps))
    .use(grantAdminRoute(deps))
    .use(revokeAdminRoute(deps))
    .use(eraseMemberRoutes(deps))
    // Token shipments.
    .use(importShippedRoute(deps))
    .use(changeShipmentRoutes(deps))
    .use(changeShippingAddressRoute(deps))
    // The Journal.
    .use(submitPublicationRoute(deps))
    .use(revisePublicationRoute(deps))
    .use(removePublicationRoute(deps))
    .use(restorePublicationRoute(deps))
    .use(previewPublicationRoute(deps))
    .use(answerCoAuthorshipRoutes(deps))
    // Memberships and orders.
    .use(membershipCheckoutRoute(deps))
    .use(cancelMembershipRoute(deps))
    .use(billingPortalRoute(deps))
    .use(withdrawCancellationRoute(deps))
    .use(changeTierRoute(deps))
    .use(withdrawTierChangeRoute(deps))
    .use(grantFreeOrderRoute(deps))
    // Organizations and expertise tags.
    .use(createOrganizationRoute(deps))
    .use(createExpertiseTagRoute(deps));
  // The built-in checkout's Pay and Decline, when the test provider is the one in use.
  if (deps.payments.name === 'test') table.use(testCheckoutRoutes(deps, deps.payments.provider));
  // A refused or failed command lets go of its Idempotency-Key before the error is answered.
  table.router.use(letGoOnError);
  return table;
};
