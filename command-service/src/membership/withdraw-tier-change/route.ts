import { catalogueTier, DomainError, parseWith, withdrawCancellationRequestSchema } from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { changeMembership } from '../change-membership.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/membership/change-tier/withdraw` `{}`: a downgrade scheduled for the period end is
 * withdrawn; the member keeps the current tier (the subscription renews at its price again).
 * 200 `{ position }` (nothing pending: the same, nothing appended); 409 without a running membership.
 */
export const withdrawTierChangeRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post(
    '/rest/membership/change-tier/withdraw',
    { signedIn: true },
    async (req, res) => {
      const { userID } = signedInUser(req);
      parseWith(withdrawCancellationRequestSchema, req.body ?? {});
      const meta = commandMeta(req, deps.clock, deps.ids);
      const { state } = await deps.access.membership(userID);
      if (state.tier === null)
        throw new DomainError(
          'invalid-transition',
          'Only a running membership has a tier change to withdraw',
        );
      const current = catalogueTier(deps.config.tiers, state.tier);
      const pending = state.pendingTier;
      const result = await changeMembership(deps, meta, {
        type: 'WithdrawMembershipTierChange',
        userID,
        current,
        at: meta.now.toISOString(),
        actor: 'member',
      });
      if (result.changed && pending && state.subscriptionId) {
        // A paid downgrade changed the price for the next period; a free one ended the subscription.
        if (pending.paid)
          await deps.payments.provider.changePrice(state.subscriptionId, current, 'period-end');
        else await deps.payments.provider.resume(state.subscriptionId);
      }
      await answerCommand(req, res, { body: { position: result.position }, written: result.written });
    },
  );
