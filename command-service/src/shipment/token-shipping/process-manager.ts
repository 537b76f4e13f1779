import {
  parseRecordedEvent,
  shipmentDecider,
  shipmentRequestFor,
  shipmentStreamId,
  userStreamId,
  type RecordedEvent,
  type ShippingAddress,
} from '@academy/domain';
import {
  foldStream,
  START,
  startCatchUp,
  shipmentIdOf,
  type CatchUpRun,
  type EventStore,
  type IdSource,
  type Logger,
} from '@academy/platform';
import { createCommandMeta } from '../../pipeline/command-meta.js';
import { handleCommand } from '../../pipeline/handle-command.js';

/** The process manager acts as the system, not as anyone's session. */
export const TOKEN_SHIPPING_ACTOR = 'system:token-shipping';

/** The shipment a membership activation asks for (platform's `shipmentIdOf`: the audit derives it too). */
export { shipmentIdOf };

export interface TokenShippingDeps {
  store: EventStore;
  clock: () => Date;
  ids: IdSource;
  logger: Logger;
}

const newestAddress = (events: readonly RecordedEvent[]): ShippingAddress | null => {
  for (let i = events.length - 1; i >= 0; i--) {
    const parsed = parseRecordedEvent(events[i]!);
    if (parsed?.type === 'ShippingAddressChanged') return parsed.data.personal.address;
  }
  return null;
};

/**
 * Reacts to one event. `MembershipActivated` with a token: `ShipmentRequested` on
 * `shipment-{shipmentIdOf(event)}` with the member's newest address. `ShippingAddressChanged`:
 * each of the member's shipments still `requested` takes the new address. Keyed by the event
 * (ids and idempotency scope derive from its id), so a replay or a redelivery adds nothing.
 */
export const reactForTokenShipping = async (deps: TokenShippingDeps, event: RecordedEvent): Promise<void> => {
  if (event.type !== 'MembershipActivated' && event.type !== 'ShippingAddressChanged') return;
  const parsed = parseRecordedEvent(event);
  if (!parsed) return;
  const meta = createCommandMeta({
    actor: TOKEN_SHIPPING_ACTOR,
    correlationId: event.metadata.correlationId,
    scope: `token-shipping|${event.eventId}`,
    now: deps.clock(),
    ids: deps.ids,
  });
  const userEvents = await deps.store.readStream(userStreamId((parsed.data as { userID: string }).userID));
  if (parsed.type === 'MembershipActivated') {
    const command = shipmentRequestFor(event, shipmentIdOf, newestAddress(userEvents));
    if (!command) return;
    await handleCommand(deps.store, shipmentStreamId(command.shipmentID), shipmentDecider, command, meta, {
      retries: 3,
    });
    return;
  }
  if (parsed.type !== 'ShippingAddressChanged') return;
  for (const other of userEvents) {
    if (other.type !== 'MembershipActivated') continue;
    const streamId = shipmentStreamId(shipmentIdOf(other.eventId));
    const { state } = await foldStream(deps.store, streamId, shipmentDecider);
    if (state.status !== 'requested') continue;
    const address = parsed.data.personal.address;
    if (JSON.stringify(state.address) === JSON.stringify(address)) continue;
    await handleCommand(
      deps.store,
      streamId,
      shipmentDecider,
      {
        type: 'ChangeShipmentAddress',
        shipmentID: shipmentIdOf(other.eventId),
        address,
        by: TOKEN_SHIPPING_ACTOR,
      },
      meta,
      { retries: 3 },
    );
  }
};

/**
 * Runs the process manager over the store in delivery order, from the start: every event it acts
 * on is acted on idempotently, so reading the history again at each start is safe (and is the replay).
 */
export const startTokenShipping = (deps: TokenShippingDeps): CatchUpRun =>
  startCatchUp(
    deps.store,
    START,
    async (events) => {
      for (const event of events) {
        try {
          await reactForTokenShipping(deps, event);
        } catch (error) {
          deps.logger.error('token shipping: could not react to an event', {
            eventId: event.eventId,
            error: String(error),
          });
        }
      }
    },
    {
      // The store unreachable (a database restart): read again from where it was, rather than end
      // the process with an unhandled rejection or stop shipping for good.
      onError: (error, failures) =>
        deps.logger.error('token shipping: reading the store failed; retrying', {
          failures,
          error: error instanceof Error ? error.message : String(error),
        }),
    },
  );
