import {
  catalogueTier,
  checkoutRequestSchema,
  isFreeTier,
  isRunning,
  parseWith,
  DomainError,
  type CheckoutAnswer,
} from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { activateFreeTier } from '../activate-free-tier.js';
import { startCheckout } from '../start-checkout.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/membership/checkout` `{ membershipTier }`: a signed-in member starts a checkout for a
 * paid tier (a new membership, a renewal, or an upgrade) and gets 201 `{ orderID, checkoutUrl,
 * position }`. A free tier without a running membership is active at once (`orderID` and
 * `checkoutUrl` null); with one, it is a downgrade (change tier), 409.
 */
export const membershipCheckoutRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/membership/checkout', { signedIn: true }, async (req, res) => {
    const user = signedInUser(req);
    const { membershipTier } = parseWith(checkoutRequestSchema, req.body);
    const tier = catalogueTier(deps.config.tiers, membershipTier);
    const meta = commandMeta(req, deps.clock, deps.ids);
    if (isFreeTier(tier)) {
      const { state } = await deps.access.membership(user.userID);
      if (isRunning(state))
        throw new DomainError(
          'invalid-transition',
          'A free tier replaces a running membership at its end: change tier instead',
        );
      const { position, written } = await activateFreeTier(deps, meta, user.userID, tier);
      const answer: CheckoutAnswer = { orderID: null, checkoutUrl: null, position };
      await answerCommand(req, res, { status: 201, body: answer, written });
      return;
    }
    const { state } = await deps.access.user(user.userID);
    const email = state.status === 'none' ? undefined : state.email;
    const { written, ...started } = await startCheckout(deps, meta, {
      userID: user.userID,
      tier,
      returnTo: 'manage-membership',
      ...(email ? { customerEmail: email } : {}),
      actor: 'member',
    });
    const answer: CheckoutAnswer = started;
    await answerCommand(req, res, { status: 201, body: answer, written });
  });
