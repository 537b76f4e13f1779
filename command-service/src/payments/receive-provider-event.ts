import { paymentEventDecider, paymentEventStreamId } from '@academy/domain';
import { ConcurrencyError, type ProviderEvent } from '@academy/platform';
import { createCommandMeta } from '../pipeline/command-meta.js';
import { type CommandDeps } from '../pipeline/deps.js';
import { handleCommand } from '../pipeline/handle-command.js';
import { applyNotice } from './apply-notice.js';

export type ProviderEventDeps = Pick<
  CommandDeps,
  'store' | 'config' | 'logger' | 'clock' | 'ids' | 'payments'
>;

export interface ProviderEventResult {
  /** `applied`: acted on now; `duplicate`: applied before; `ignored`: a type (or object) the product does not handle. */
  outcome: 'applied' | 'duplicate' | 'ignored';
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
  const { provider, name } = deps.payments;
  if (!safeEventId.test(event.id)) return { outcome: 'ignored', position: 0 };
  const streamId = paymentEventStreamId(name, event.id);
  if ((await deps.store.streamVersion(streamId)) > 0) return { outcome: 'duplicate', position: 0 };
  const notice = provider.noticeOf(event);
  if (!notice) return { outcome: 'ignored', position: 0 };
  const meta = createCommandMeta({
    actor: `provider:${name}`,
    scope: `payment-event|${name}|${event.id}`,
    now: deps.clock(),
    ids: deps.ids,
  });
  let position = await applyNotice(deps, meta, notice, reason);
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
  return { outcome: 'applied', position };
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
