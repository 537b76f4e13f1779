import {
  isRunning,
  membershipDecider,
  orderDecider,
  orderStreamId,
  userStreamId,
  type Actor,
  type Tier,
} from '@academy/domain';
import { metaFor, type CommandMeta } from '../pipeline/command-meta.js';
import { type CommandDeps } from '../pipeline/deps.js';
import { handleCommand } from '../pipeline/handle-command.js';

export interface CheckoutStart {
  userID: string;
  tier: Tier;
  returnTo: 'sign-up' | 'manage-membership';
  customerEmail?: string;
  actor: Actor;
}

export interface StartedOrder {
  orderID: string;
  checkoutUrl: string;
  position: number;
}

/**
 * Opens a checkout at the provider for a paid tier, records `CheckoutStarted` on the new
 * `order-{orderID}`, and, for someone without a running membership, `MembershipChosen` (pending
 * payment). A running membership (a renewal or an upgrade) changes when the payment lands.
 */
export const startCheckout = async (
  deps: Pick<CommandDeps, 'store' | 'payments' | 'access'>,
  meta: CommandMeta,
  start: CheckoutStart,
): Promise<StartedOrder> => {
  const { userID, tier, actor } = start;
  const orderID = meta.newId('order');
  const { provider, name } = deps.payments;
  const started = await provider.startCheckout({
    orderID,
    userID,
    tier,
    returnTo: start.returnTo,
    ...(start.customerEmail ? { customerEmail: start.customerEmail } : {}),
  });
  const at = meta.now.toISOString();
  const order = await handleCommand(
    deps.store,
    orderStreamId(orderID),
    orderDecider,
    {
      type: 'StartCheckout',
      orderID,
      userID,
      tier,
      provider: name,
      checkoutSessionId: started.sessionId,
      at,
      actor,
    },
    meta,
  );
  let position = order.position;
  const membership = await deps.access.membership(userID);
  if (!isRunning(membership.state)) {
    const chosen = await handleCommand(
      deps.store,
      userStreamId(userID),
      membershipDecider,
      { type: 'ChooseMembership', userID, tier, orderID, at, actor },
      metaFor(meta, 'membership'),
      { retries: 3 },
    );
    position = Math.max(position, chosen.position);
  }
  return { orderID, checkoutUrl: started.checkoutUrl, position };
};
