import { cancelMembershipRequestSchema, parseWith } from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { changeMembership } from '../change-membership.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/membership/cancel` `{ reason? }`: the membership ends at its period end (it stays
 * active until then); the provider's subscription is told not to renew. 200 `{ position }`;
 * 409 `invalid-transition` for a membership that is not active or has no end.
 */
export const cancelMembershipRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/membership/cancel', { signedIn: true }, async (req, res) => {
    const { userID } = signedInUser(req);
    const { reason } = parseWith(cancelMembershipRequestSchema, req.body);
    const meta = commandMeta(req, deps.clock, deps.ids);
    const { state } = await deps.access.membership(userID);
    const at = meta.now.toISOString();
    const command = { type: 'ScheduleMembershipCancellation', userID, at, actor: 'member', reason } as const;
    // Decided first (a refusal reaches the provider not at all), then told to the provider.
    const result = await changeMembership(deps, meta, command);
    if (result.changed && state.subscriptionId)
      await deps.payments.provider.cancelAtPeriodEnd(state.subscriptionId);
    await answerCommand(req, res, { body: { position: result.position }, written: result.written });
  });
