import {
  catalogueTier,
  changeTierRequestSchema,
  DomainError,
  isRunning,
  isUpgrade,
  parseWith,
  type TierChangeAnswer,
} from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { changeMembership } from '../change-membership.js';
import { startCheckout } from '../start-checkout.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/membership/change-tier` `{ membershipTier }`: an upgrade goes through a checkout
 * (201 `{ orderID, checkoutUrl, position }`, the tier changes when it is paid); a downgrade takes
 * effect at the period end (200 `{ position, effective: "period-end" }`). An upgrade is charged at the
 * full price and starts a new period that day (the settings page says so before the checkout).
 */
export const changeTierRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/membership/change-tier', { signedIn: true }, async (req, res) => {
    const { userID } = signedInUser(req);
    const { membershipTier } = parseWith(changeTierRequestSchema, req.body);
    const to = catalogueTier(deps.config.tiers, membershipTier);
    const meta = commandMeta(req, deps.clock, deps.ids);
    const { state } = await deps.access.membership(userID);
    if (!isRunning(state) || state.tier === null)
      throw new DomainError(
        'invalid-transition',
        'Only a running membership can change its tier: choose a tier to renew',
      );
    const from = catalogueTier(deps.config.tiers, state.tier);
    if (isUpgrade(from, to)) {
      // Paid, the new subscription replaces the current one (which is then cancelled at the provider).
      const user = (await deps.access.user(userID)).state;
      const { written, ...started } = await startCheckout(deps, meta, {
        userID,
        tier: to,
        returnTo: 'manage-membership',
        ...(user.status === 'none' ? {} : { customerEmail: user.email }),
        actor: 'member',
      });
      const answer: TierChangeAnswer = { ...started, effective: 'after-payment' };
      await answerCommand(req, res, { status: 201, body: answer, written });
      return;
    }
    const at = meta.now.toISOString();
    const result = await changeMembership(deps, meta, {
      type: 'ChangeMembershipTier',
      userID,
      to,
      effective: 'period-end',
      at,
      actor: 'member',
    });
    if (result.changed && state.subscriptionId && to.price)
      await deps.payments.provider.changePrice(state.subscriptionId, to, 'period-end');
    if (result.changed && state.subscriptionId && !to.price)
      await deps.payments.provider.cancelAtPeriodEnd(state.subscriptionId);
    const answer: TierChangeAnswer = { position: result.position, effective: 'period-end' };
    await answerCommand(req, res, { body: answer, written: result.written });
  });
