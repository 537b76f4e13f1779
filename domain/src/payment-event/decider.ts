import { type PaymentProviderName, providerActor } from '../event-sourcing/actor.js';
import { type Decider } from '../event-sourcing/decider.js';
import { type PaymentEventEvent } from './events.js';

export interface RecordPaymentEvent {
  type: 'RecordPaymentEvent';
  provider: PaymentProviderName;
  providerEventId: string;
  eventType: string;
  handled: boolean;
  reason?: string | null;
}

export interface PaymentEventState {
  applied: boolean;
}

/** `payment-event-{provider}-{id}`: Stripe ids are letters, digits and underscores. */
export const paymentEventStreamId = (provider: PaymentProviderName, providerEventId: string): string =>
  `payment-event-${provider}-${providerEventId}`;

/** A provider's event is applied once: the second delivery finds it recorded and decides nothing. */
export const paymentEventDecider: Decider<RecordPaymentEvent, PaymentEventEvent, PaymentEventState> = {
  decide: (command, state) =>
    state.applied
      ? []
      : [
          {
            type: 'PaymentEventApplied',
            data: {
              provider: command.provider,
              providerEventId: command.providerEventId,
              type: command.eventType,
              handled: command.handled,
              actor: providerActor(command.provider),
              reason: command.reason ?? null,
            },
          },
        ],
  evolve: (state, event) => (event.type === 'PaymentEventApplied' ? { applied: true } : state),
  initialState: () => ({ applied: false }),
};

export interface RecordUnreadablePaymentEvent {
  type: 'RecordUnreadablePaymentEvent';
  provider: PaymentProviderName;
  providerEventId: string;
  eventType: string;
  problem: string;
}

/** Where unreadable provider events are kept for the admin dashboard. */
export const UNREADABLE_PAYMENT_EVENTS_STREAM = 'payment-events-unreadable';

/** Each unreadable event is kept once, however often the provider delivers it again. */
export const unreadablePaymentEventDecider: Decider<
  RecordUnreadablePaymentEvent,
  PaymentEventEvent,
  { seen: readonly string[] }
> = {
  decide: (command, state) => {
    const key = `${command.provider}|${command.providerEventId}`;
    if (state.seen.includes(key)) return [];
    const { provider, providerEventId, eventType: type, problem } = command;
    const actor = providerActor(provider);
    return [{ type: 'PaymentEventUnreadable', data: { provider, providerEventId, type, problem, actor } }];
  },
  evolve: (state, event) =>
    event.type === 'PaymentEventUnreadable'
      ? { seen: [...state.seen, `${event.data.provider}|${event.data.providerEventId}`] }
      : state,
  initialState: () => ({ seen: [] }),
};

/** `payment-reconciliation-{provider}`: where reconciliation keeps its checkpoint in the provider's event list. */
export const paymentReconciliationStreamId = (provider: PaymentProviderName): string =>
  `payment-reconciliation-${provider}`;
