import { parseWith, withdrawCancellationRequestSchema } from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { changeMembership } from '../change-membership.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/membership/cancel/withdraw` `{}`: a scheduled cancellation is withdrawn before the
 * period ends (the subscription renews again). 200 `{ position }`; 409 when there is none.
 */
export const withdrawCancellationRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post(
    '/rest/membership/cancel/withdraw',
    { signedIn: true },
    async (req, res) => {
      const { userID } = signedInUser(req);
      parseWith(withdrawCancellationRequestSchema, req.body ?? {});
      const meta = commandMeta(req, deps.clock, deps.ids);
      const { state } = await deps.access.membership(userID);
      const at = meta.now.toISOString();
      const result = await changeMembership(deps, meta, {
        type: 'WithdrawMembershipCancellation',
        userID,
        at,
        actor: 'member',
      });
      if (result.changed && state.subscriptionId) await deps.payments.provider.resume(state.subscriptionId);
      await answerCommand(req, res, { body: { position: result.position }, written: result.written });
    },
  );
