import {
  catalogueTier,
  DomainError,
  freeOrderRequestSchema,
  type FreeOrderGranted,
  membershipDecider,
  orderDecider,
  orderStreamId,
  parseWith,
  userStreamId,
} from '@academy/domain';
import { RouteTable, signedInUser } from '@academy/platform';
import { commandMeta } from '../../pipeline/command-meta.js';
import { type CommandDeps } from '../../pipeline/deps.js';
import { handleCommands, newStream, onStream } from '../../pipeline/handle-commands.js';
import { answerCommand } from '../../pipeline/command-answer.js';

/**
 * `POST /rest/admin/free-orders` `{ userID, membershipTier, months, reason }` (admins): records
 * `FreeOrderGranted` on a new `order-{orderID}` (the admin and the reason with it) and activates
 * (or renews, or changes) the membership for `months` (1 to 36; null: no end). 201 `{ orderID, position }`.
 * An order that would lower or shorten a paid membership, or drop its scheduled cancellation, is a
 * 409 `free-order-replaces-membership` (data: what it replaces) unless `replaces` confirms it.
 */
export const grantFreeOrderRoute = (deps: CommandDeps): RouteTable =>
  new RouteTable(deps.access).post('/rest/admin/free-orders', { admin: true }, async (req, res) => {
    const admin = signedInUser(req);
    const input = parseWith(freeOrderRequestSchema, req.body);
    const tier = catalogueTier(deps.config.tiers, input.membershipTier);
    const member = await deps.access.user(input.userID);
    if (member.state.status === 'none') throw new DomainError('not-found', 'No such user');
    const meta = commandMeta(req, deps.clock, deps.ids);
    const orderID = meta.newId('order');
    const at = meta.now.toISOString();
    const stamp = { at, actor: admin.userID, reason: input.reason };
    // The order and the membership it pays for, in one atomic append: never one without the other.
    const { position, written } = await handleCommands(
      deps.store,
      [
        onStream(
          orderStreamId(orderID),
          orderDecider,
          { type: 'GrantFreeOrder', orderID, userID: input.userID, tier, months: input.months, ...stamp },
          newStream(orderDecider),
        ),
        onStream(userStreamId(input.userID), membershipDecider, {
          type: 'ApplyPayment',
          userID: input.userID,
          tier,
          orderID,
          subscriptionId: null,
          months: input.months,
          freeOrder: { catalogue: deps.config.tiers.tiers, replaces: input.replaces ?? null },
          ...stamp,
        }),
      ],
      meta,
      { retries: 3 },
    );
    const answer: FreeOrderGranted = { orderID, position };
    await answerCommand(req, res, { status: 201, body: answer, written });
  });
