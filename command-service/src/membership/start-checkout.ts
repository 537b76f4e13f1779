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
import { handleCommand, type StreamWrite } from '../pipeline/handle-command.js';
import { handleCommands, newStream, onStream, withMeta } from '../pipeline/handle-commands.js';

export interface CheckoutStart {
  userID: string;
  tier: Tier;
  returnTo: 'sign-up' | 'manage-membership';
  /** For the provider's customer, when the member has none yet. */
  customerEmail?: string;
  actor: Actor;
}

export interface StartedOrder {
  orderID: string;
  checkoutUrl: string;
  position: number;
  /** The last stream written, for the answer's headers (not its body). */
  written: StreamWrite;
}

/**
 * The member's one customer at the provider: the one linked before, else a new one, linked at
 * once (before the checkout, so a checkout that fails still leaves it to be reused next time).
 */
export const memberCustomer = async (
  deps: Pick<CommandDeps, 'store' | 'payments' | 'access'>,
  meta: CommandMeta,
  start: Pick<CheckoutStart, 'userID' | 'customerEmail' | 'actor'>,
): Promise<string> => {
  const { provider, name } = deps.payments;
  const { userID } = start;
  const { state } = await deps.access.membership(userID);
  if (state.customer?.provider === name) return state.customer.id;
  const customerId = await provider.ensureCustomer({
    userID,
    ...(start.customerEmail ? { email: start.customerEmail } : {}),
  });
  const link = {
    type: 'LinkPaymentCustomer',
    userID,
    provider: name,
    customerId,
    at: meta.now.toISOString(),
    actor: start.actor,
  } as const;
  await handleCommand(deps.store, userStreamId(userID), membershipDecider, link, metaFor(meta, 'customer'), {
    retries: 3,
  });
  return customerId;
};

/**
 * Opens a checkout at the provider for a paid tier (it cannot join the append: it comes first; a
 * checkout whose append fails is never shown to the member), then records `CheckoutStarted` on the new
 * `order-{orderID}` and, for someone without a running membership, `MembershipChosen` (pending
 * payment), in one atomic append. A running membership (a renewal or an upgrade) changes when the payment lands.
 */
export const startCheckout = async (
  deps: Pick<CommandDeps, 'store' | 'payments' | 'access'>,
  meta: CommandMeta,
  start: CheckoutStart,
): Promise<StartedOrder> => {
  const { userID, tier, actor } = start;
  const orderID = meta.newId('order');
  const { provider, name } = deps.payments;
  const at = meta.now.toISOString();
  const customerId = await memberCustomer(deps, meta, start);
  const started = await provider.startCheckout({
    orderID,
    userID,
    tier,
    returnTo: start.returnTo,
    customerId,
  });
  const membership = await deps.access.membership(userID);
  // The order and, for someone without a running membership, the tier it waits for: one append.
  const { position, written } = await handleCommands(
    deps.store,
    [
      onStream(
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
        newStream(orderDecider),
      ),
      ...(isRunning(membership.state)
        ? []
        : [
            withMeta(
              onStream(userStreamId(userID), membershipDecider, {
                type: 'ChooseMembership',
                userID,
                tier,
                orderID,
                at,
                actor,
              }),
              metaFor(meta, 'membership'),
            ),
          ]),
    ],
    meta,
    { retries: 3 },
  );
  return { orderID, checkoutUrl: started.checkoutUrl, position, written };
};
