import { DomainError, paymentEventDecider, paymentEventStreamId } from '@academy/domain';
import { ConcurrencyError, type ProviderEvent } from '@academy/platform';
import { createCommandMeta } from '../pipeline/command-meta.js';
import { type CommandDeps } from '../pipeline/deps.js';
import { handleCommand } from '../pipeline/handle-command.js';
import { applyNotice } from './apply-notice.js';
import {
  endReplaced,
  isReplaced,
  recordUnreadable,
  replacedNow,
  subjectOf,
  unknownCustomer,
} from './notice-subject.js';

export type ProviderEventDeps = Pick<
  CommandDeps,
  'store' | 'config' | 'logger' | 'clock' | 'ids' | 'payments' | 'access'
>;

export interface ProviderEventResult {
  /**
   * `applied`: acted on now; `duplicate`: applied before; `ignored`: a type (or object) the product
   * does not handle; `unknown-customer`: it names no member of ours (nothing appended);
   * `replaced-subscription`: from a subscription an upgrade replaced (the membership is unchanged).
   */
  outcome: 'applied' | 'duplicate' | 'ignored' | 'unknown-customer' | 'replaced-subscription';
  position: number;
}

const safeEventId = /^[A-Za-z0-9_]{1,200}$/;

/**
 * One verified provider event, applied at most once: its `payment-event-{provider}-{id}` stream
 * says whether it was; the effects' event ids derive from its id (a delivery racing another
 * appends nothing twice). The webhook, the test checkout's Pay and Decline, and reconciliation
 * all come through here.
 */
export const receiveProviderEvent = async (
  deps: ProviderEventDeps,
  event: ProviderEvent,
  reason: string | null = null,
): Promise<ProviderEventResult> => {
  const { name } = deps.payments;
  if (!safeEventId.test(event.id)) return { outcome: 'ignored', position: 0 };
  const streamId = paymentEventStreamId(name, event.id);
  if ((await deps.store.streamVersion(streamId)) > 0) return { outcome: 'duplicate', position: 0 };
  const notice = await readNotice(deps, event);
  if (!notice) return { outcome: 'ignored', position: 0 };
  const log = `payment event ${event.id} (${event.type})`;
  const { userID, subscriptionId } = subjectOf(notice);
  const stranger = userID === null ? null : await unknownCustomer(deps, notice, userID);
  if (stranger !== null) {
    deps.logger.warn(`${log}: unknown customer, nothing applied: ${stranger}`);
    return { outcome: 'unknown-customer', position: 0 };
  }
  const before = userID === null ? null : (await deps.access.membership(userID)).state;
  const meta = createCommandMeta({
    actor: `provider:${name}`,
    scope: `payment-event|${name}|${event.id}`,
    now: deps.clock(),
    ids: deps.ids,
  });
  let position = await applyNotice(deps, meta, notice, reason);
  let outcome: ProviderEventResult['outcome'] = 'applied';
  if (before !== null && userID !== null) {
    const after = (await deps.access.membership(userID)).state;
    const replaced = replacedNow(before, after);
    if (replaced !== null) await endReplaced(deps, replaced);
    if (isReplaced(before, subscriptionId)) {
      outcome = 'replaced-subscription';
      deps.logger.warn(
        `${log}: from the subscription ${subscriptionId}, which ${after.subscriptionId} replaced: the membership is unchanged`,
      );
      if (notice.kind !== 'subscription-deleted') await endReplaced(deps, subscriptionId!);
    }
  }
  try {
    const recorded = await handleCommand(
      deps.store,
      streamId,
      paymentEventDecider,
      {
        type: 'RecordPaymentEvent',
        provider: name,
        providerEventId: event.id,
        eventType: event.type,
        handled: true,
        reason,
      },
      meta,
    );
    position = Math.max(position, recorded.position);
  } catch (error) {
    // Another delivery of the same event recorded it first: its effects were the same.
    if (!(error instanceof ConcurrencyError)) throw error;
  }
  return { outcome, position };
};

/** The event's notice; an unreadable one is logged as an error, kept for the dashboard, and refused (422). */
const readNotice = async (deps: ProviderEventDeps, event: ProviderEvent) => {
  try {
    return deps.payments.provider.noticeOf(event);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'unreadable-event') throw error;
    deps.logger.error(
      `payment event ${event.id} (${event.type}): unreadable, refused so it is delivered again: ${error.message}`,
    );
    await recordUnreadable(deps, event, error.message);
    throw error;
  }
};

/** A webhook delivery: the signature is checked over the raw body before anything else. */
export const receiveWebhook = async (
  deps: ProviderEventDeps,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<ProviderEventResult> => {
  const event = deps.payments.provider.verifyWebhook(rawBody, signature);
  return receiveProviderEvent(deps, event);
};
