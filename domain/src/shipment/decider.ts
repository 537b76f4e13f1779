import { type Decider } from '../event-sourcing/decider.js';
import { DomainError } from '../errors/errors.js';
import { type ShipmentEvent, type ShipmentStatus, type ShippingAddress } from './events.js';

export type ShipmentCommand =
  | {
      type: 'RequestShipment';
      shipmentID: string;
      userID: string;
      tier: string;
      causedBy: string;
      address: ShippingAddress | null;
    }
  | { type: 'ChangeShipmentAddress'; shipmentID: string; address: ShippingAddress; by: string }
  | { type: 'MarkShipped'; shipmentID: string; carrier: string; tracking: string; by: string }
  | { type: 'MarkDelivered'; shipmentID: string; by: string }
  | { type: 'MarkReturned'; shipmentID: string; reason: string; by: string };

export interface ShipmentState {
  status: ShipmentStatus | 'none';
  userID: string | null;
  tier: string | null;
  address: ShippingAddress | null;
  carrier: string | null;
  tracking: string | null;
  returnReason: string | null;
}

export const initialShipmentState = (): ShipmentState => ({
  status: 'none',
  userID: null,
  tier: null,
  address: null,
  carrier: null,
  tracking: null,
  returnReason: null,
});

const refuse = (message: string): never => {
  throw new DomainError('invalid-transition', message);
};

/**
 * requested → shipped → delivered; shipped or delivered → returned. The address changes only
 * before shipping. A request for a shipment that exists decides nothing (the process manager's
 * retries and replays); marking what already is (shipped with the same tracking) decides nothing.
 */
const decideShipment = (command: ShipmentCommand, state: ShipmentState): ShipmentEvent[] => {
  const { shipmentID } = command;
  if (command.type === 'RequestShipment') {
    if (state.status !== 'none') return [];
    const { userID, tier, causedBy, address } = command;
    return [
      { type: 'ShipmentRequested', data: { shipmentID, userID, tier, causedBy, personal: { address } } },
    ];
  }
  if (state.status === 'none') throw new DomainError('not-found', 'No such shipment');
  switch (command.type) {
    case 'ChangeShipmentAddress':
      if (state.status !== 'requested') return refuse('The address of a shipment already sent cannot change');
      return [
        {
          type: 'ShipmentAddressChanged',
          data: {
            shipmentID,
            ...(state.userID ? { userID: state.userID } : {}),
            personal: { address: command.address },
            by: command.by,
          },
        },
      ];
    case 'MarkShipped':
      if (
        state.status === 'shipped' &&
        state.carrier === command.carrier &&
        state.tracking === command.tracking
      )
        return [];
      if (state.status !== 'requested') return refuse(`A ${state.status} shipment cannot be marked shipped`);
      if (!state.address) return refuse('The shipment has no address yet');
      return [
        {
          type: 'ShipmentShipped',
          data: { shipmentID, carrier: command.carrier, tracking: command.tracking, by: command.by },
        },
      ];
    case 'MarkDelivered':
      if (state.status === 'delivered') return [];
      if (state.status !== 'shipped') return refuse(`A ${state.status} shipment cannot be marked delivered`);
      return [{ type: 'ShipmentDelivered', data: { shipmentID, by: command.by } }];
    case 'MarkReturned':
      if (state.status !== 'shipped' && state.status !== 'delivered')
        return refuse(`A ${state.status} shipment cannot be marked returned`);
      return [{ type: 'ShipmentReturned', data: { shipmentID, reason: command.reason, by: command.by } }];
  }
};

const evolveShipment = (state: ShipmentState, event: ShipmentEvent): ShipmentState => {
  switch (event.type) {
    case 'ShipmentRequested':
      return {
        ...state,
        status: 'requested',
        userID: event.data.userID,
        tier: event.data.tier,
        address: event.data.personal.address,
      };
    case 'ShipmentAddressChanged':
      return { ...state, address: event.data.personal.address };
    case 'ShipmentShipped':
      return { ...state, status: 'shipped', carrier: event.data.carrier, tracking: event.data.tracking };
    case 'ShipmentDelivered':
      return { ...state, status: 'delivered' };
    case 'ShipmentReturned':
      return { ...state, status: 'returned', returnReason: event.data.reason };
  }
};

export const shipmentDecider: Decider<ShipmentCommand, ShipmentEvent, ShipmentState> = {
  decide: decideShipment,
  evolve: evolveShipment,
  initialState: initialShipmentState,
};
