import { RouteTable } from '@academy/platform';
import { grantFreeOrderRoute } from '../order/grant-free-order/route.js';
import { testCheckoutRoutes } from '../payments/test-checkout/route.js';
import { type CommandDeps } from '../pipeline/deps.js';
import { changeEmailRoutes } from '../user/change-email/route.js';
import { changePasswordRoute } from '../user/change-password/route.js';
import { cancelMembershipRoute } from './cancel/route.js';
import { changeTierRoute } from './change-tier/route.js';
import { membershipCheckoutRoute } from './checkout/route.js';
import { withdrawCancellationRoute } from './withdraw-cancellation/route.js';
import { withdrawTierChangeRoute } from './withdraw-tier-change/route.js';

/**
 * The membership's and orders' command endpoints (after the idempotency layer): checkout, cancel,
 * withdraw, change tier (and withdraw a scheduled change), admin free orders, and the built-in checkout's Pay and Decline when the
 * test provider is the one in use; the settings page's password and email changes.
 */
export const membershipRoutes = (deps: CommandDeps): RouteTable => {
  const table = new RouteTable(deps.access)
    .use(membershipCheckoutRoute(deps))
    .use(cancelMembershipRoute(deps))
    .use(withdrawCancellationRoute(deps))
    .use(changeTierRoute(deps))
    .use(withdrawTierChangeRoute(deps))
    .use(grantFreeOrderRoute(deps))
    .use(changePasswordRoute(deps))
    .use(changeEmailRoutes(deps));
  if (deps.payments.name === 'test') table.use(testCheckoutRoutes(deps, deps.payments.provider));
  return table;
};
